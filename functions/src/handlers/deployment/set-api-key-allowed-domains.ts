import { routes } from '@platform/shared/routes'
import { setApiKeyAllowedDomains } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.setApiKeyAllowedDomains, ({ params, body }) =>
  setApiKeyAllowedDomains(params, body.allowedDomains),
)
