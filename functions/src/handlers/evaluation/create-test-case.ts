import { routes } from '@platform/shared/routes'
import { createTestCase } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.createTestCase, ({ params, body }) => createTestCase(params, body))
