import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { compareVersions } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.compareVersions, ({ params, query }) =>
  compareVersions(params, query),
)
