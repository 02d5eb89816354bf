import { routes } from '@platform/shared/routes'
import { setApiKeyIdentityVerification } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.setApiKeyIdentityVerification, ({ params, body }) =>
  setApiKeyIdentityVerification(params, body.identityVerification),
)
