import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { exportTestCases } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.exportTestCases, ({ params }) => exportTestCases(params))
