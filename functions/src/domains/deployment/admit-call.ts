import { cancellationCodes, writeTogether } from '../../data/write-together.ts'
import { AppError } from '../../platform/app-error.ts'
import {
  type ChatAllowances,
  chatAllowancesFor,
  chatMessageCountWrite,
  chatMessagesExhausted,
} from '../organizations/index.ts'
import type { AnsweringReads } from '../playground/index.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import { countKeyCall, hourlyLimitReached, keyCallCountWrite } from './deployment-counters.ts'

/**
 * What every answering call (embed chat, OpenAI-compatible completion) passes before the model is asked, from the
 * answering reads the caller started (plan, balance and model come in their one batch): the key's hourly limit from
 * the plan (API_KEY_HOURLY_LIMIT_REACHED, 429), the organization's credits (CREDITS_EXHAUSTED, 402), a ready model,
 * and, with `countsMessage`, the plan's monthly chat messages (PLAN_LIMIT_REACHED). Both counts are taken in ONE
 * transaction (one round trip; neither is taken unless both hold); the answering path is then told the message was
 * counted (`admitted`). The hourly limit comes first and counts every call, so a flood past it answers 429 whatever
 * the balance: a call refused for credits or its model still counts against the hour, alone.
 */
export async function admitCall(
  apiKey: ApiKeyRecord,
  reads: AnsweringReads,
  options: { countsMessage: boolean },
): Promise<ChatAllowances> {
  const [organization, credits, model] = await Promise.allSettled([reads.organization, reads.credits(), reads.model])
  if (organization.status === 'rejected') throw organization.reason
  const allowances = chatAllowancesFor(organization.value)
  const limit = allowances.apiRequestsPerHour
  const refusal =
    credits.status === 'rejected'
      ? credits.reason
      : credits.value <= 0
        ? new AppError('CREDITS_EXHAUSTED')
        : model.status === 'rejected'
          ? model.reason
          : model.value.status !== 'ready'
            ? new AppError('VALIDATION_FAILED', { message: 'This model is no longer available.' })
            : undefined
  if (refusal || !options.countsMessage) {
    await countKeyCall(apiKey.embedId, limit)
    if (refusal) throw refusal
    return allowances
  }
  const now = Date.now()
  try {
    await writeTogether([
      keyCallCountWrite(apiKey.embedId, limit, now),
      chatMessageCountWrite(apiKey.organizationId, organization.value),
    ])
  } catch (error) {
    const codes = cancellationCodes(error)
    if (codes?.[0] === 'ConditionalCheckFailed') throw hourlyLimitReached(limit, now)
    if (codes?.[1] === 'ConditionalCheckFailed') throw chatMessagesExhausted()
    throw error
  }
  return allowances
}
