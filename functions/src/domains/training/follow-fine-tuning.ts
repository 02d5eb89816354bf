import { ProviderError } from '../../models/provider-error.ts'
import { providerFailureReason } from '../../models/provider-errors.ts'
import { modelProvider } from '../../models/provider-registry.ts'
import { recordTimelineEvent } from '../projects/index.ts'
import { fineTuningMessage, fineTuningProgress, metricPointsOf, recentEventsOf } from './training-progress.ts'
import { type TrainingRecord, updateTraining } from './training-records.ts'
import { markTrainingCancelled } from './training-status.ts'
import { trainingTimelineEvents } from './training-timeline.ts'

/** A reason the training ends with; the step records it and stops the job. */
export class TrainingFailure extends Error {
  override readonly name = 'TrainingFailure'
}

/** Polls the provider can miss in a row (outages, rate limits) before the training gives up. */
const maximumPollFailures = 20

export type FineTuningOutcome = 'running' | 'trained' | 'cancelled'

/**
 * Step 3, repeated every few seconds: reads the provider's job and events and records progress, the provider's
 * log and its loss/accuracy curve on the training. A provider that cannot be reached is asked again later;
 * a failed provider job ends the training with the provider's reason.
 */
export async function followFineTuning(record: TrainingRecord): Promise<FineTuningOutcome> {
  if (!record.providerJobId) throw new Error('The training has no provider job to follow.')
  const provider = modelProvider()
  let job: Awaited<ReturnType<typeof provider.getFineTuningJob>>
  let events: Awaited<ReturnType<typeof provider.listFineTuningEvents>>
  try {
    ;[job, events] = await Promise.all([
      provider.getFineTuningJob(record.providerJobId),
      provider.listFineTuningEvents(record.providerJobId),
    ])
  } catch (error) {
    if (error instanceof ProviderError && error.retryable && record.providerPollFailures < maximumPollFailures) {
      await updateTraining(record, { providerPollFailures: record.providerPollFailures + 1 })
      return 'running'
    }
    if (error instanceof ProviderError) throw new TrainingFailure(providerFailureReason(error))
    throw error
  }
  const metricsHistory = metricPointsOf(events)
  const latest = metricsHistory.at(-1)
  const progress = {
    metricsHistory,
    events: recentEventsOf(events),
    providerPollFailures: 0,
    progress: fineTuningProgress(job.status, latest),
    progressMessage: fineTuningMessage(job.status, latest),
  }
  if (job.status === 'failed') {
    await updateTraining(record, progress)
    throw new TrainingFailure(
      `The model provider could not train the model: ${job.error?.message ?? 'it gave no reason.'}`,
    )
  }
  if (job.status === 'cancelled') {
    // Cancelled at the provider (by an operator, or by our own cancel): the training ends the same way.
    await updateTraining(record, progress)
    await markTrainingCancelled(record)
    return 'cancelled'
  }
  if (job.status !== 'succeeded') {
    await updateTraining(record, progress)
    return 'running'
  }
  if (!job.fineTunedModel) throw new TrainingFailure('The model provider finished without naming the trained model.')
  await updateTraining(record, {
    ...progress,
    stage: 'register',
    providerModelId: job.fineTunedModel,
    ...(job.trainedTokens !== null ? { trainedTokens: job.trainedTokens } : {}),
    ...(job.answerCheck ? { answerCheck: job.answerCheck } : {}),
  })
  await recordTimelineEvent(record, {
    type: trainingTimelineEvents.fineTuned,
    summary: `Fine-tuning finished: ${job.fineTunedModel}`,
    details: {
      trainingId: record.trainingId,
      providerModelId: job.fineTunedModel,
      trainedTokens: job.trainedTokens,
      validationAccuracy: latest?.validationAccuracy ?? null,
      answerCheck: job.answerCheck ?? null,
    },
  })
  return 'trained'
}
