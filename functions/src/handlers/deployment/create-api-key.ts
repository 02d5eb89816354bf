import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { createApiKey } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.createApiKey, ({ params, body, session }) =>
  createApiKey(params, body, session.userId),
)
