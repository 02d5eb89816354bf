import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { startTestRun } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.startModelTestRun, ({ params, body, session }) =>
  startTestRun(params, { modelId: params.modelId, testsetType: body.testsetType, userId: session.userId }),
)
