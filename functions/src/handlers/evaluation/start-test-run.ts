import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { startTestRun } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.startTestRun, ({ params, body, session }) =>
  startTestRun(params, { ...body, userId: session.userId }),
)
