import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { setApiKeyAppearance } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.setApiKeyAppearance, ({ params, body }) =>
  setApiKeyAppearance(params, body.appearance),
)
