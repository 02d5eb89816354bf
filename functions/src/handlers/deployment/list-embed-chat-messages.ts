import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { listEmbedChatMessages } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { authorizeEmbedRequest } from './cross-origin.ts'

export const handler = defineHandler(
  deploymentRoutes.listEmbedChatMessages,
  ({ caller, params, query }) => listEmbedChatMessages(caller, params.sessionId, query),
  { authorize: authorizeEmbedRequest },
)
