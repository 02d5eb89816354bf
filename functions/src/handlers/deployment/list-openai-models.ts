import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { listOpenAiModels } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { authorizeSecretRequest } from './cross-origin.ts'

export const handler = defineHandler(
  deploymentRoutes.listOpenAiModels,
  ({ caller }) => listOpenAiModels(caller.apiKey),
  {
    authorize: authorizeSecretRequest,
  },
)
