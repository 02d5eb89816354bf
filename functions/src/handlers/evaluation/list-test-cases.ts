import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { listTestCases } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.listTestCases, ({ params, query }) =>
  listTestCases(params, query),
)
