import { routes } from '@platform/shared/routes'
import { listOpenAiModels } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { authorizeSecretRequest } from './cross-origin.ts'

export const handler = defineHandler(routes.listOpenAiModels, ({ caller }) => listOpenAiModels(caller), {
  authorize: authorizeSecretRequest,
})
