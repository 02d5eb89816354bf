import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { setScoreThresholds } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.setScoreThresholds, ({ params, body }) =>
  setScoreThresholds(params, body),
)
