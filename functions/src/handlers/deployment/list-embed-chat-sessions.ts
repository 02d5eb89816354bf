import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { listEmbedChatSessions } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { authorizeEmbedRequest } from './cross-origin.ts'

export const handler = defineHandler(
  deploymentRoutes.listEmbedChatSessions,
  ({ caller, query }) => listEmbedChatSessions(caller, query),
  {
    authorize: authorizeEmbedRequest,
  },
)
