import { routes } from '@platform/shared/routes'
import { updateTestCase } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.updateTestCase, ({ params, body }) =>
  updateTestCase(params, params.testCaseId, body),
)
