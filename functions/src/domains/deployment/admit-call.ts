import { AppError } from '../../platform/app-error.ts'
import { type ChatAllowances, creditBalanceOf } from '../organizations/index.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import { allowancesOf } from './deployment-allowances.ts'
import { countKeyCall } from './deployment-counters.ts'

/**
 * What every answering call (embed chat, OpenAI-compatible completion) passes before the model is asked: the key's
 * hourly limit from the plan (API_KEY_HOURLY_LIMIT_REACHED, 429) and the organization's credits
 * (CREDITS_EXHAUSTED, 402).
 */
export async function admitCall(apiKey: ApiKeyRecord): Promise<ChatAllowances> {
  const [allowances, balance] = await Promise.all([
    allowancesOf(apiKey.organizationId),
    creditBalanceOf(apiKey.organizationId),
  ])
  await countKeyCall(apiKey.embedId, allowances.apiRequestsPerHour)
  if (balance <= 0) throw new AppError('CREDITS_EXHAUSTED')
  return allowances
}
