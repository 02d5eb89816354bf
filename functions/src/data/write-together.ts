import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import { documentClient } from '../platform/aws-clients/dynamo.ts'
import { transactionCancellationReasons } from './database.ts'

/** One write of a transaction, as DynamoDB takes it (`Put`, `Update`, `ConditionCheck` or `Delete`). */
export type TogetherWrite = NonNullable<TransactWriteCommandInput['TransactItems']>[number]

/** What an electrodb `.params()` of a put or an update holds that a transaction's item does not take. */
type OperationParams = Record<string, unknown>

/** An electrodb put's params (`entity.create(...).params()`) as a transaction's write. */
export function asPut(params: OperationParams): TogetherWrite {
  const { ReturnValues: _returnValues, ...put } = params
  return { Put: put } as TogetherWrite
}

/** An electrodb update's params (`entity.upsert(...).add(...).params()`) as a transaction's write. */
export function asUpdate(params: OperationParams): TogetherWrite {
  const { ReturnValues: _returnValues, ...update } = params
  return { Update: update } as TogetherWrite
}

/** Why each write of a cancelled transaction was refused, in the order given (`None` for one that was not). */
export function cancellationCodes(error: unknown): string[] | undefined {
  if ((error as { name?: string })?.name !== 'TransactionCanceledException') return undefined
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? []
  return reasons.map((reason) => reason.Code ?? 'None')
}

/** Conflicts are retried this many times: concurrent transactions on one counter conflict, and each retry is cheap. */
const conflictRetries = 10

/**
 * Writes the items in one `TransactWriteItems`: all of them or none, every condition checked together, one round
 * trip. A transaction cancelled only because another one was writing the same item at that instant
 * (`TransactionConflict`, which the SDK does not retry) is sent again after a short random pause; a refused
 * condition throws the `TransactionCanceledException` (read it with `cancellationCodes`).
 *
 * @example
 * await writeTogether([asUpdate(counter.params()), asPut(entry.params())])
 */
export async function writeTogether(items: readonly TogetherWrite[]): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await documentClient().transactWrite({ TransactItems: [...items] })
      return
    } catch (error) {
      const codes = cancellationCodes(error)
      if (!onlyConflicted(codes) || attempt >= conflictRetries) throw error
      await pauseBeforeRetry(attempt)
    }
  }
}

/** A cancellation worth sending again: some write met another transaction, and no condition was refused. */
function onlyConflicted(codes: ReadonlyArray<string | undefined> | undefined): boolean {
  return Boolean(codes?.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed'))
}

function pauseBeforeRetry(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** Math.min(attempt, 5)))
}

/**
 * The same retry for an electrodb transaction (`db().transaction.write(…).go()` answers `canceled` instead of
 * throwing): sent again while it was cancelled only by a conflict, so a person's action that shares an item with a
 * busy counter (a cancelled training's refund and a chat's debit on one credit balance) does not fail for it.
 * Answers the last result; a refused condition is the caller's to read (`transactionCancellationReasons`).
 *
 * @example const result = await retryConflictedTransaction(() => db().transaction.write(writes).go())
 */
export async function retryConflictedTransaction<Result extends { canceled: boolean; data: unknown }>(
  send: () => Promise<Result>,
): Promise<Result> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await send()
    if (!result.canceled || attempt >= conflictRetries) return result
    if (!onlyConflicted(transactionCancellationReasons(result))) return result
    await pauseBeforeRetry(attempt)
  }
}
