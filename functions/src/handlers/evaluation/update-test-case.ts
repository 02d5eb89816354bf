import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { updateTestCase } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.updateTestCase, ({ params, body }) =>
  updateTestCase(params, params.testCaseId, body),
)
