import { environment } from '../../platform/environment.ts'

/**
 * What an answered message costs in micro US dollars: its provider-metered tokens at
 * CHAT_PRICE_PER_MILLION_TOKENS_USD. The answering path debits it; the embed service records the same figure.
 *
 * @example
 * chatCostMicros(120) // 72 at the default 0.6 USD per million tokens
 */
export function chatCostMicros(totalTokens: number): number {
  return Math.round(totalTokens * environment().CHAT_PRICE_PER_MILLION_TOKENS_USD)
}
