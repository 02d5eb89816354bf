import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { sendEmbedChat, toEmbedChatEvents } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { measureChatAnswer } from '../../platform/metrics.ts'
import { answerMaybeStreaming, authorizeEmbedChatRequest } from './cross-origin.ts'

export const handler = defineHandler(
  deploymentRoutes.sendEmbedChat,
  ({ caller, body, event, reply }) =>
    measureChatAnswer(
      'embed',
      () =>
        answerMaybeStreaming(
          event,
          reply,
          (onContent) => sendEmbedChat(caller, body, { onContent }),
          toEmbedChatEvents,
        ),
      // The reply offers "did you mean" questions only when the assistant declined; a decline without candidates
      // counts as given until the service reports its outcome (recordChatAnswer).
      (answer) => ({ declined: answer.suggestions.length > 0 }),
    ),
  { authorize: authorizeEmbedChatRequest },
)
