import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { setApiKeyRag } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.setApiKeyRag, ({ params, body }) =>
  setApiKeyRag(params, body.ragEnabled),
)
