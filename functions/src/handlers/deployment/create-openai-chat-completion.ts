import { routes } from '@platform/shared/routes'
import { createOpenAiChatCompletion, toCompletionChunks } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { answerMaybeStreaming, authorizeSecretRequest } from './cross-origin.ts'

export const handler = defineHandler(
  routes.createOpenAiChatCompletion,
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
