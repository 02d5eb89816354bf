import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { listTestRunCases } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.listTestRunCases, ({ params, query }) =>
  listTestRunCases(params, query),
)
