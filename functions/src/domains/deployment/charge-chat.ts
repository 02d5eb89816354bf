import type { PlaygroundReply } from '@platform/shared/contracts/models'
import { environment } from '../../platform/environment.ts'
// The one place deployment touches the organization's credit ledger.
import { debitCredits, requireCredits as requireOrganizationCredits } from '../organizations/index.ts'
import type { ApiKeyRecord } from './api-key-records.ts'

/** What one answered chat cost: the tokens the provider metered and the credits debited for them. */
export interface ChatCharge {
  totalTokens: number
  creditsChargedMicros: number
}

/** Refuses a chat before the model is asked when the organization has no credits left (CREDITS_EXHAUSTED, 402). */
export async function requireCredits(organizationId: string): Promise<void> {
  await requireOrganizationCredits(organizationId)
}

/** The metered cost of an answered chat: the provider's token count at CHAT_PRICE_PER_MILLION_TOKENS_USD. */
export function meterChat(usage: PlaygroundReply['usage']): ChatCharge {
  const totalTokens = usage?.totalTokens ?? 0
  return { totalTokens, creditsChargedMicros: Math.ceil(totalTokens * environment().CHAT_PRICE_PER_MILLION_TOKENS_USD) }
}

/**
 * Debits an answered chat (embed chat, OpenAI-compatible completion) from the organization's credits. The debit
 * is taken even when it goes below zero, because the tokens were spent; the next chat is then refused by
 * `requireCredits`. Callers record the charge with the chat (its message and its log entry).
 *
 * @example
 * const charge = meterChat(reply.usage) // { totalTokens: 120, creditsChargedMicros: 72 }
 * await debitChat(apiKey, charge)
 */
export async function debitChat(apiKey: ApiKeyRecord, charge: ChatCharge): Promise<void> {
  await debitCredits(apiKey.organizationId, charge.creditsChargedMicros, { reason: 'chat', reference: apiKey.embedId })
}
