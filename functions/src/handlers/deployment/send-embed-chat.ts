import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { sendEmbedChat, toEmbedChatEvents } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { answerMaybeStreaming, authorizeEmbedRequest } from './cross-origin.ts'

export const handler = defineHandler(
  deploymentRoutes.sendEmbedChat,
  ({ caller, body, event, reply }) =>
    answerMaybeStreaming(event, reply, (onContent) => sendEmbedChat(caller, body, { onContent }), toEmbedChatEvents),
  { authorize: authorizeEmbedRequest },
)
