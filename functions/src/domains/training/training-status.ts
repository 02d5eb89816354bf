import { db, isConditionFailure, transactionCancellationReasons } from '../../data/database.ts'
import { retryConflictedTransaction } from '../../data/write-together.ts'
import { creditGrantWrites } from '../organizations/index.ts'
import { recordTimelineEvent } from '../projects/index.ts'
import { type TrainingKey, type TrainingRecord, trainingKeyOf } from './training-records.ts'
import { trainingTimelineEvents } from './training-timeline.ts'

/*
 * The guarded moves of a training's status. Each is one conditional write, so a step finishing and a person
 * cancelling at the same moment cannot both win: whichever writes first decides, the other changes nothing.
 */

async function guarded(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write()
    return true
  } catch (error) {
    if (isConditionFailure(error)) return false
    throw error
  }
}

export function markTrainingRunning(key: TrainingKey): Promise<boolean> {
  return guarded(() =>
    db()
      .entities.training.patch(trainingKeyOf(key))
      .set({ status: 'running', startedAt: new Date().toISOString() })
      .where((attributes, operations) => operations.eq(attributes.status, 'queued'))
      .go(),
  )
}

export function markTrainingSucceeded(key: TrainingKey, progressMessage: string): Promise<boolean> {
  return guarded(() =>
    db()
      .entities.training.patch(trainingKeyOf(key))
      .set({ status: 'succeeded', stage: 'done', progress: 100, progressMessage, finishedAt: new Date().toISOString() })
      .where((attributes, operations) => operations.eq(attributes.status, 'running'))
      .go(),
  )
}

/**
 * Ends a queued or running training, and gives its credits back (nothing usable was made) in the same transaction:
 * whoever reads the training as ended reads it refunded, and a crash between the two cannot end it unrefunded
 * (a redelivered job finds it ended and would not refund it again). False when it had already ended.
 */
async function endTrainingAndRefund(
  record: TrainingRecord,
  status: 'failed' | 'cancelled',
  changes: { failureReason?: string; progressMessage: string },
): Promise<boolean> {
  const charged = record.creditsChargedMicros > 0
  const refund = charged
    ? await creditGrantWrites(record.organizationId, record.creditsChargedMicros, {
        reason: 'training',
        reference: record.trainingId,
      })
    : () => []
  const result = await retryConflictedTransaction(() =>
    db()
      .transaction.write((entities) => [
        entities.training
          .patch(trainingKeyOf(record))
          .set({ status, stage: 'done', finishedAt: new Date().toISOString(), ...changes, creditsRefunded: charged })
          .where(
            (attributes, operations) =>
              `(${operations.eq(attributes.status, 'queued')} OR ${operations.eq(attributes.status, 'running')}) AND ${operations.eq(attributes.creditsRefunded, false)}`,
          )
          .commit(),
        ...refund(entities),
      ])
      .go(),
  )
  if (!result.canceled) return true
  // The training's condition is the only one in the transaction: it had ended (or been refunded) already.
  const reasons = transactionCancellationReasons(result)
  if (reasons[0] === 'ConditionalCheckFailed') return false
  throw new Error(`training ${record.trainingId} could not end: ${reasons.join(', ')}`)
}

/**
 * Ends a training as failed with its reason, gives its credits back and says so on the timeline.
 */
export async function failTraining(record: TrainingRecord, reason: string): Promise<void> {
  if (!(await endTrainingAndRefund(record, 'failed', { failureReason: reason, progressMessage: 'Training failed.' })))
    return
  await recordTimelineEvent(record, {
    type: trainingTimelineEvents.failed,
    summary: `Training failed: ${reason}`,
    details: { trainingId: record.trainingId },
  })
}

/** Ends a queued or running training as cancelled; false when it had already ended. */
export async function markTrainingCancelled(record: TrainingRecord, actorId?: string): Promise<boolean> {
  if (!(await endTrainingAndRefund(record, 'cancelled', { progressMessage: 'Training cancelled.' }))) return false
  await recordTimelineEvent(record, {
    type: trainingTimelineEvents.cancelled,
    summary: 'Training cancelled',
    details: { trainingId: record.trainingId },
    ...(actorId ? { actorId } : {}),
  })
  return true
}
