import { db, isConditionFailure } from '../../data/database.ts'
import { addCredits } from '../organizations/index.ts'
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

function markEnded(
  key: TrainingKey,
  status: 'failed' | 'cancelled',
  changes: { failureReason?: string; progressMessage: string },
) {
  return guarded(() =>
    db()
      .entities.training.patch(trainingKeyOf(key))
      .set({ status, stage: 'done', finishedAt: new Date().toISOString(), ...changes })
      .where(
        (attributes, operations) =>
          `${operations.eq(attributes.status, 'queued')} OR ${operations.eq(attributes.status, 'running')}`,
      )
      .go(),
  )
}

/** Gives a training's credits back, once: the flag flips in the same conditional write that allows the refund. */
export async function refundTrainingCredits(record: TrainingRecord): Promise<void> {
  if (record.creditsChargedMicros <= 0) return
  const flipped = await guarded(() =>
    db()
      .entities.training.patch(trainingKeyOf(record))
      .set({ creditsRefunded: true })
      .where((attributes, operations) => operations.eq(attributes.creditsRefunded, false))
      .go(),
  )
  if (flipped)
    await addCredits(record.organizationId, record.creditsChargedMicros, {
      reason: 'training',
      reference: record.trainingId,
    })
}

/**
 * Ends a training as failed with its reason, gives its credits back (nothing usable was made) and says so on the
 * timeline.
 */
export async function failTraining(record: TrainingRecord, reason: string): Promise<void> {
  if (!(await markEnded(record, 'failed', { failureReason: reason, progressMessage: 'Training failed.' }))) return
  await refundTrainingCredits(record)
  await recordTimelineEvent(record, {
    type: trainingTimelineEvents.failed,
    summary: `Training failed: ${reason}`,
    details: { trainingId: record.trainingId },
  })
}

/** Ends a queued or running training as cancelled; false when it had already ended. */
export async function markTrainingCancelled(record: TrainingRecord, actorId?: string): Promise<boolean> {
  if (!(await markEnded(record, 'cancelled', { progressMessage: 'Training cancelled.' }))) return false
  await refundTrainingCredits(record)
  await recordTimelineEvent(record, {
    type: trainingTimelineEvents.cancelled,
    summary: 'Training cancelled',
    details: { trainingId: record.trainingId },
    ...(actorId ? { actorId } : {}),
  })
  return true
}
