import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { startTestRunsForAllModels } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.startTestRunsForAllModels, ({ params, body, session }) =>
  startTestRunsForAllModels(params, { ...body, userId: session.userId }),
)
