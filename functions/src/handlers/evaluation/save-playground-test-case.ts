import { routes } from '@platform/shared/routes'
import { savePlaygroundTestCase } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.savePlaygroundTestCase, ({ params, body }) =>
  savePlaygroundTestCase(params, body),
)
