import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { setApiKeyIdentityVerification } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.setApiKeyIdentityVerification, ({ params, body }) =>
  setApiKeyIdentityVerification(params, body.identityVerification),
)
