import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { countApiCallsLast24Hours } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.countApiCallsLast24Hours, ({ params, body }) =>
  countApiCallsLast24Hours(params, body.modelId),
)
