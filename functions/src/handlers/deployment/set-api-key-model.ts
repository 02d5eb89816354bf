import { routes } from '@platform/shared/routes'
import { setApiKeyModel } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.setApiKeyModel, ({ params, body }) => setApiKeyModel(params, body.modelId))
