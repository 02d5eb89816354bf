import { routes } from '@platform/shared/routes'
import { setApiKeyRag } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.setApiKeyRag, ({ params, body }) => setApiKeyRag(params, body.ragEnabled))
