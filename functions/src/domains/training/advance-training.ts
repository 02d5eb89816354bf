import { ProviderError } from '../../models/provider-error.ts'
import { providerFailureReason } from '../../models/provider-errors.ts'
import { AppError } from '../../platform/app-error.ts'
import type { JobContext, WorkflowStep } from '../../platform/jobs/job-definition.ts'
import { cancelJob } from '../../platform/jobs/job-service.ts'
import type { VersionContentModules } from '../projects/index.ts'
import { recordTimelineEvent } from '../projects/index.ts'
import { buildRagIndex } from './build-rag-index.ts'
import { followFineTuning, TrainingFailure } from './follow-fine-tuning.ts'
import { registerTrainedModel } from './register-trained-model.ts'
import { submitFineTuning } from './submit-fine-tuning.ts'
import { takeTrainingSnapshot } from './take-training-snapshot.ts'
import {
  findTraining,
  type TrainingKey,
  type TrainingOptions,
  type TrainingRecord,
  updateTraining,
} from './training-records.ts'
import { fineTuningPollSeconds } from './training-settings.ts'
import { failTraining, markTrainingRunning, markTrainingSucceeded } from './training-status.ts'
import { trainingTimelineEvents } from './training-timeline.ts'

/**
 * What runs once a training has succeeded, as the training job's last step (wired in `functions/src/wiring/`: the
 * "Improve" inbox re-asks the answers it added). It must be idempotent: a failure fails the step, and the step
 * repeated finds the training succeeded and runs it again.
 */
export type AfterTrainingSucceeded = (training: TrainingRecord) => Promise<unknown>

/**
 * The training job's one step function (called by the job state machine with `start`, then `continue` after
 * `waitSeconds` until done): it runs the next step of the training's stage, so every call does one short piece
 * of work and a repeated call repeats only that piece. Steps: snapshot → upload → fineTuning (polled) →
 * register → index. A failure ends the training with its reason and is rethrown, so the job fails with it too.
 */
export async function advanceTraining(
  key: TrainingKey,
  context: Pick<JobContext<unknown>, 'reportProgress' | 'log'>,
  versionContent: VersionContentModules,
  afterSucceeded?: AfterTrainingSucceeded,
): Promise<WorkflowStep> {
  const record = await findTraining(key)
  if (!record) throw new Error('The training record no longer exists.')
  if (record.status === 'cancelled') return { done: true, result: { trainingId: key.trainingId, status: 'cancelled' } }
  if (record.status === 'failed') throw new Error(record.failureReason ?? 'The training failed.')
  if (record.status === 'succeeded') {
    await afterSucceeded?.(record)
    return { done: true, result: { trainingId: key.trainingId, modelId: record.modelId } }
  }
  let step: WorkflowStep
  let latest: TrainingRecord | null
  try {
    step = await runStage(record, versionContent)
    latest = await findTraining(key)
    if (latest) await context.reportProgress(Math.round(latest.progress), 100, latest.progressMessage)
  } catch (error) {
    const reason = failureReasonOf(error)
    context.log.error('training step failed', { error, trainingId: key.trainingId, stage: record.stage })
    await failTraining(record, reason)
    throw new Error(reason)
  }
  // Outside the failure path above: what follows a success never turns the training into a failed one.
  if (step.done && latest?.status === 'succeeded') await afterSucceeded?.(latest)
  return step
}

async function runStage(record: TrainingRecord, versionContent: VersionContentModules): Promise<WorkflowStep> {
  const options = record.options as TrainingOptions
  switch (record.stage) {
    case 'queued':
    case 'snapshot':
      await markTrainingRunning(record)
      await updateTraining(record, { stage: 'snapshot', progressMessage: 'Taking a snapshot of the version.' })
      await takeTrainingSnapshot(record, versionContent)
      return { done: false, waitSeconds: 0 }
    case 'upload':
      await submitFineTuning(record)
      return { done: false, waitSeconds: fineTuningPollSeconds(options.baseModel) }
    case 'fineTuning': {
      const outcome = await followFineTuning(record)
      if (outcome === 'running') return { done: false, waitSeconds: fineTuningPollSeconds(options.baseModel) }
      if (outcome === 'cancelled') {
        if (record.jobId) await cancelJob(record.jobId)
        return { done: true, result: { trainingId: record.trainingId, status: 'cancelled' } }
      }
      return { done: false, waitSeconds: 0 }
    }
    case 'register':
      await registerTrainedModel(record)
      return { done: false, waitSeconds: 0 }
    case 'index':
    case 'done':
      return finishWithIndex(record)
  }
}

/**
 * The last step. A retrieval index that cannot be built does not undo a trained model: the training succeeds,
 * says so in its message, and the model is used without retrieval until the next training.
 */
async function finishWithIndex(record: TrainingRecord): Promise<WorkflowStep> {
  let message = 'Training finished; the model and its retrieval index are ready.'
  let passages = 0
  try {
    passages = (await buildRagIndex(record)).passages
  } catch (error) {
    const reason = failureReasonOf(error)
    message = `Training finished; the retrieval index could not be built: ${reason}`
    await updateTraining(record, {
      events: [...((record.events ?? []) as unknown[]), { at: new Date().toISOString(), level: 'warn', message }].slice(
        -50,
      ),
    })
  }
  if (await markTrainingSucceeded(record, message)) {
    await recordTimelineEvent(record, {
      type: trainingTimelineEvents.succeeded,
      summary: `Training succeeded: model ${record.modelId}`,
      details: { trainingId: record.trainingId, modelId: record.modelId, passages },
    })
  }
  return { done: true, result: { trainingId: record.trainingId, modelId: record.modelId ?? null, passages } }
}

function failureReasonOf(error: unknown): string {
  if (error instanceof ProviderError) return providerFailureReason(error)
  if (error instanceof AppError || error instanceof TrainingFailure) return error.message
  return 'The training stopped because of an unexpected error. Please try again.'
}
