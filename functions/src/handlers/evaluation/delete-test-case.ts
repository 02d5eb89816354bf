import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { deleteTestCase } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.deleteTestCase, ({ params }) =>
  deleteTestCase(params, params.testCaseId),
)
