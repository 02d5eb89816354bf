import type { sendPlaygroundMessageRequestSchema } from '@platform/shared/contracts/models'
import * as modelRoutes from '@platform/shared/routes/model-routes'
import type * as z from 'zod'
import type { VersionKey } from '../../data/version-scope.ts'
import { sendPlaygroundMessage } from '../../domains/playground/send-playground-message.ts'
import { startAnsweringReads } from '../../domains/playground/start-answering-reads.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { measureChatAnswer } from '../../platform/metrics.ts'

interface ParsedMessage {
  params: VersionKey
  body: z.output<typeof sendPlaygroundMessageRequestSchema>
}

export const handler = defineHandler(
  modelRoutes.sendPlaygroundMessage,
  ({ params, body, reads, session }) =>
    measureChatAnswer(
      'playground',
      () => sendPlaygroundMessage(params, body, { reads, askedBy: session.userId }),
      (reply) => ({ declined: !reply.answered, tokens: reply.usage?.totalTokens }),
    ),
  // The model, balance, plan, prompt and RAG setting join the access check's batch (the version is its own read).
  { readWithAccess: ({ params, body }: ParsedMessage) => startAnsweringReads(params, body, { metered: true }) },
)
