import { type CustomTrainingOptions, trainingMessages } from '@platform/shared/contracts/training'
import { db } from '../../data/database.ts'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { modelProvider } from '../../models/provider-registry.ts'
import { AppError } from '../../platform/app-error.ts'
import { enqueueJob } from '../../platform/jobs/job-service.ts'
import { logger } from '../../platform/logger.ts'
import { addCredits, chargeCredits } from '../organizations/index.ts'
import { recordTimelineEvent, requireVersion } from '../projects/index.ts'
import { assessTraining } from './assess-training.ts'
import { assertTrainable } from './build-training-snapshot.ts'
import { microsToDollars } from './micros-to-dollars.ts'
import { newTrainingId, type TrainingOptions, toTraining, updateTraining } from './training-records.ts'
import { trainingFallbackAnswer } from './training-settings.ts'
import { trainingTimelineEvents } from './training-timeline.ts'

/**
 * `POST /training` and `POST /training/custom`: checks the version can be trained (knowledge present, within
 * plan limits, no training running, credits to pay for it), charges the estimated price, records the training
 * as queued and hands it to the training job (the job state machine). The job snapshots the content first, so
 * what is trained is what the version holds when the job starts.
 *
 * @example
 * await startTraining(key, { kind: 'custom', options: { epochs: 4, suffix: 'support' }, userId })
 */
export async function startTraining(
  key: VersionKey,
  input: { kind: 'standard' | 'custom'; options: CustomTrainingOptions; userId: string },
) {
  await requireVersion(key)
  const options: TrainingOptions = {
    baseModel: input.options.baseModel ?? modelProvider().defaults.fineTuningModel,
    epochs: input.options.epochs ?? null,
    validationSplit: input.options.validationSplit ?? 0,
    suffix: input.options.suffix ?? null,
    systemPromptId: input.options.systemPromptId ?? null,
  }
  const guard = { kind: 'versionTraining' as const, value: versionScope(key) }
  // Read before the assessment: a training it finds finished stays finished, so replacing this owner is safe.
  const { data: previousGuard } = await db().entities.uniqueValue.get(guard).go()
  const assessment = await assessTraining(key, options)
  assertTrainable(assessment.content)
  const overLimit = assessment.overLimit[0]
  if (overLimit) throw new AppError('PLAN_LIMIT_REACHED', { values: { item: overLimit.label } })
  if (assessment.running) throw new AppError('VALIDATION_FAILED', { message: trainingMessages.alreadyRunning })
  // Keep the prompt the assessment chose, so the job trains with it even if another prompt is added meanwhile.
  options.systemPromptId = assessment.systemPrompt?.id ?? null

  const trainingId = newTrainingId()
  const costMicros = assessment.cost.costMicros
  await chargeCredits(key.organizationId, costMicros, { reason: 'training', reference: trainingId })
  const trainingKey = { ...key, trainingId }
  let started = false
  try {
    // The training and the version's training guard in one transaction, the guard replaced only if it still names
    // the training read above: of two starts at the same moment one lands, the other is "already running".
    const written = await db()
      .transaction.write(({ training, uniqueValue }) => [
        training
          .create({
            ...trainingKey,
            kind: input.kind,
            options,
            estimatedTokens: assessment.cost.trainingTokens,
            creditsChargedMicros: costMicros,
            fallbackAnswer: trainingFallbackAnswer,
            progressMessage: 'Waiting to start.',
            createdBy: input.userId,
          })
          .commit(),
        previousGuard
          ? uniqueValue
              .patch(guard)
              .set({ ownerId: trainingId })
              .where((attributes, operations) => operations.eq(attributes.ownerId, previousGuard.ownerId))
              .commit()
          : uniqueValue.create({ ...guard, ownerId: trainingId }).commit(),
      ])
      .go()
    started = !written.canceled
    if (started) {
      const { jobId } = await enqueueJob({ kind: 'train-model', scope: versionScope(key), payload: trainingKey })
      await updateTraining(trainingKey, { jobId })
    }
  } catch (error) {
    // Nothing was trained: give the credits back and leave no training that would never move.
    await addCredits(key.organizationId, costMicros, { reason: 'training', reference: trainingId })
    await db().entities.training.delete(trainingKey).go()
    logger.error('training could not be queued', { error, ...trainingKey })
    throw error
  }
  if (!started) {
    await addCredits(key.organizationId, costMicros, { reason: 'training', reference: trainingId })
    throw new AppError('VALIDATION_FAILED', { message: trainingMessages.alreadyRunning })
  }
  await recordTimelineEvent(key, {
    type: trainingTimelineEvents.queued,
    summary: `Training queued on ${assessment.examples} Q&A pairs`,
    details: {
      trainingId,
      kind: input.kind,
      baseModel: options.baseModel,
      estimatedTokens: assessment.cost.trainingTokens,
      creditsCharged: microsToDollars(costMicros),
    },
    actorId: input.userId,
  })
  const { data: record } = await db().entities.training.get(trainingKey).go()
  if (!record) throw new AppError('UNEXPECTED_ERROR')
  return { training: toTraining(record), message: trainingMessages.started }
}
