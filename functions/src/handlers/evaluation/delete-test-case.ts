import { routes } from '@platform/shared/routes'
import { deleteTestCase } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.deleteTestCase, ({ params }) => deleteTestCase(params, params.testCaseId))
