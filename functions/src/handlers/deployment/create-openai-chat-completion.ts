import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { createOpenAiChatCompletion, toCompletionChunks } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { answerMaybeStreaming, authorizeSecretRequest } from './cross-origin.ts'

export const handler = defineHandler(
  deploymentRoutes.createOpenAiChatCompletion,
  ({ caller, body, event, reply }) =>
    answerMaybeStreaming(
      event,
      reply,
      (onContent) => createOpenAiChatCompletion(caller, body, { onContent }),
      toCompletionChunks,
      body.stream,
    ),
  { authorize: authorizeSecretRequest },
)
