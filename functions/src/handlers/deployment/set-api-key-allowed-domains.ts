import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { setApiKeyAllowedDomains } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.setApiKeyAllowedDomains, ({ params, body }) =>
  setApiKeyAllowedDomains(params, body.allowedDomains),
)
