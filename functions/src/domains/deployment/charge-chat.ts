import type { PlaygroundReply } from '@platform/shared/contracts/models'
// The one place deployment touches the organization's credits: when they move, only this import changes.
import { requireCredits as requireOrganizationCredits } from '../organizations/index.ts'
import { chatCostMicros } from '../playground/index.ts'

/** What one answered chat cost: the tokens the provider metered and the credits debited for them. */
export interface ChatCharge {
  totalTokens: number
  creditsChargedMicros: number
}

/** Refuses a chat before the model is asked when the organization has no credits left (CREDITS_EXHAUSTED, 402). */
export async function requireCredits(organizationId: string): Promise<void> {
  await requireOrganizationCredits(organizationId)
}

/**
 * What an answered chat (embed chat, OpenAI-compatible completion) was charged, for its records (the assistant
 * message and the log-tail entry). The debit itself is taken once by the answering path (`sendPlaygroundMessage`,
 * the same for the playground, the embed service and the OpenAI endpoint), with the same figure.
 *
 * @example
 * meterChat(reply.usage) // { totalTokens: 120, creditsChargedMicros: 72 }
 */
export function meterChat(usage: PlaygroundReply['usage']): ChatCharge {
  const totalTokens = usage?.totalTokens ?? 0
  return { totalTokens, creditsChargedMicros: chatCostMicros(totalTokens) }
}
