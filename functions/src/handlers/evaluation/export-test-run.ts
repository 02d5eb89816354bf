import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { exportTestRun } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.exportTestRun, ({ params, query }) =>
  exportTestRun(params, query),
)
