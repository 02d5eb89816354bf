import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { listProjectTestRuns } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.listProjectTestRuns, ({ params }) => listProjectTestRuns(params))
