import { AppError } from '../../platform/app-error.ts'
import { type ChatAllowances, chatAllowancesFor } from '../organizations/index.ts'
import type { AnsweringReads } from '../playground/index.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import { requireCredits } from './charge-chat.ts'
import { allowancesOf } from './deployment-allowances.ts'
import { countKeyCall } from './deployment-counters.ts'

/**
 * What every answering call (embed chat, OpenAI-compatible completion) passes before the model is asked: the key's
 * hourly limit from the plan (API_KEY_HOURLY_LIMIT_REACHED, 429) and the organization's credits
 * (CREDITS_EXHAUSTED, 402). The answering path then debits the answered call. A caller that started the answering
 * reads hands them in: the plan and the balance come from them, in the same round trip as the rest.
 */
export async function admitCall(apiKey: ApiKeyRecord, reads?: AnsweringReads): Promise<ChatAllowances> {
  const [allowances, credits] = await Promise.allSettled(
    reads
      ? [
          reads.organization.then(chatAllowancesFor),
          reads.credits().then((balance) => {
            if (balance <= 0) throw new AppError('CREDITS_EXHAUSTED')
          }),
        ]
      : [allowancesOf(apiKey.organizationId), requireCredits(apiKey.organizationId)],
  )
  if (allowances.status === 'rejected') throw allowances.reason
  // The hourly limit comes first and counts every call, so a flood past it answers 429 whatever the balance.
  await countKeyCall(apiKey.embedId, allowances.value.apiRequestsPerHour)
  if (credits.status === 'rejected') throw credits.reason
  return allowances.value
}
