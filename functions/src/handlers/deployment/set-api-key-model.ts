import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { setApiKeyModel } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.setApiKeyModel, ({ params, body }) =>
  setApiKeyModel(params, body.modelId),
)
