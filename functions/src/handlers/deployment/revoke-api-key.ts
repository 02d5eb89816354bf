import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { revokeApiKey } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.revokeApiKey, ({ params, session }) =>
  revokeApiKey(params, session.userId),
)
