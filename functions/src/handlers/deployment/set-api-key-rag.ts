import { apiKeyRoutes } from '@platform/shared/routes/deployment-routes'
import { setApiKeyRag } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(apiKeyRoutes.setApiKeyRag, ({ params, body }) =>
  setApiKeyRag(params, body.ragEnabled),
)
