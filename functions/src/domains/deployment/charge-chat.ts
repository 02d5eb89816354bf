import type { PlaygroundReply } from '@platform/shared/contracts/models'
import type { TogetherWrite } from '../../data/write-together.ts'
// The one place deployment touches the organization's credits: when they move, only this import changes.
import { chatChargeWrite } from '../organizations/index.ts'
import { chatCostMicros } from '../playground/index.ts'
import type { ApiKeyRecord } from './api-key-records.ts'

/** What one answered chat cost: the tokens the provider metered and the credits debited for them. */
export interface ChatCharge {
  totalTokens: number
  creditsChargedMicros: number
}

/**
 * What an answered chat (embed chat, OpenAI-compatible completion) was charged, for its records (the assistant
 * message and the log-tail entry) and its ledger entry (`chargeWrite`), the same figure the playground debits.
 *
 * @example
 * meterChat(reply.usage) // { totalTokens: 120, creditsChargedMicros: 72 }
 */
export function meterChat(usage: PlaygroundReply['usage']): ChatCharge {
  const totalTokens = usage?.totalTokens ?? 0
  return { totalTokens, creditsChargedMicros: chatCostMicros(totalTokens) }
}

/**
 * The answered chat's ledger entry, as one write of the call's records: the organization's balance and day's usage
 * take it from the table's stream (ADR 0028), so the request path updates no organization-wide item after the model.
 */
export function chargeWrite(apiKey: ApiKeyRecord, charge: ChatCharge): TogetherWrite {
  return chatChargeWrite(apiKey.organizationId, { micros: charge.creditsChargedMicros, reference: apiKey.modelId })
}
