import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { createOpenAiChatCompletion, toCompletionChunks } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { measureChatAnswer } from '../../platform/metrics.ts'
import { answerMaybeStreaming, authorizeCompletionRequest } from './cross-origin.ts'

export const handler = defineHandler(
  deploymentRoutes.createOpenAiChatCompletion,
  ({ caller, body, event, reply }) =>
    measureChatAnswer(
      'openAiCompatible',
      () =>
        answerMaybeStreaming(
          event,
          reply,
          (onContent) => createOpenAiChatCompletion(caller, body, { onContent }),
          toCompletionChunks,
          body.stream,
        ),
      // A completion has no "declined": the caller's own instructions decide what an answer is.
      (completion) => ({ declined: false, tokens: completion.usage.total_tokens }),
    ),
  { authorize: authorizeCompletionRequest },
)
