import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { listRunningTestRuns } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.listRunningTestRuns, ({ params }) => listRunningTestRuns(params))
