import { trainingMessages } from '@platform/shared/contracts/training'
import { modelProvider } from '../../models/provider-registry.ts'
import { AppError } from '../../platform/app-error.ts'
import { cancelJob } from '../../platform/jobs/job-service.ts'
import { logger } from '../../platform/logger.ts'
import { requireTraining, type TrainingKey, toTraining } from './training-records.ts'
import { markTrainingCancelled } from './training-status.ts'

/**
 * `POST /training/{trainingId}/cancel`: ends a queued or running training as cancelled (its credits given back),
 * stops its job and asks the provider to cancel its fine-tuning job. A provider that cannot be reached does not
 * stop the cancel: the training is cancelled here, and a model it might still produce is never registered.
 */
export async function cancelTraining(key: TrainingKey, input: { userId: string }) {
  const record = await requireTraining(key)
  if (!(await markTrainingCancelled(record, input.userId))) {
    throw new AppError('VALIDATION_FAILED', { message: 'This training has already ended.' })
  }
  if (record.jobId) await cancelJob(record.jobId)
  if (record.providerJobId) {
    await modelProvider()
      .cancelFineTuningJob(record.providerJobId)
      .catch((error: unknown) => {
        logger.warn('provider fine-tuning job not cancelled', { error, providerJobId: record.providerJobId })
      })
  }
  return { training: toTraining(await requireTraining(key)), message: trainingMessages.cancelled }
}
