import type { PlaygroundReply, sendPlaygroundMessageRequestSchema } from '@platform/shared/contracts/models'
import type * as z from 'zod'
import type { VersionKey } from '../../data/version-scope.ts'
import { environment } from '../../platform/environment.ts'
import { countChatMessage, debitCredits, requireCredits } from '../organizations/index.ts'
import { sendPlaygroundMessage } from './send-playground-message.ts'

/**
 * `POST /models/message` as metered usage: a playground message needs credits (CREDITS_EXHAUSTED), counts against
 * the plan's monthly chat messages (PLAN_LIMIT_REACHED) and is debited by its tokens once answered, like a
 * deployed assistant's (deployment meters those itself).
 */
export async function chatInPlayground(
  key: VersionKey,
  input: z.output<typeof sendPlaygroundMessageRequestSchema>,
): Promise<PlaygroundReply> {
  await requireCredits(key.organizationId)
  await countChatMessage(key.organizationId)
  const reply = await sendPlaygroundMessage(key, input)
  const tokens = reply.usage?.totalTokens ?? 0
  await debitCredits(key.organizationId, Math.ceil(tokens * environment().CHAT_PRICE_PER_MILLION_TOKENS_USD), {
    reason: 'chat',
    reference: input.modelId,
  })
  return reply
}
