import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { compareTestRuns } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.compareTestRuns, ({ params, query }) =>
  compareTestRuns(params, query),
)
