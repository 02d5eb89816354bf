import type { ModelMetrics } from '@platform/shared/contracts/models'
import type { TrainingMetricPoint } from '@platform/shared/contracts/training'
import { db } from '../../data/database.ts'
import { recordTimelineEvent } from '../projects/index.ts'
import { stageProgress } from './training-progress.ts'
import { modelIdOfTraining, type TrainingOptions, type TrainingRecord, updateTraining } from './training-records.ts'
import { isRetrievalModel } from './training-settings.ts'
import { trainingTimelineEvents } from './training-timeline.ts'

/** The model's final figures: the last metrics event, with what the provider and the snapshot report. */
export function finalModelMetrics(record: TrainingRecord): ModelMetrics {
  const options = record.options as TrainingOptions
  const latest = ((record.metricsHistory ?? []) as TrainingMetricPoint[]).at(-1)
  const local = isRetrievalModel(record.providerModelId ?? options.baseModel)
  return {
    trainLoss: latest?.trainLoss ?? null,
    trainAccuracy: latest?.trainAccuracy ?? null,
    validationLoss: latest?.validationLoss ?? null,
    validationAccuracy: latest?.validationAccuracy ?? null,
    trainedTokens: record.trainedTokens ?? null,
    // The local engine's steps are epochs; hosted providers count batches, so only a chosen epoch count is known.
    epochs: options.epochs ?? (local ? (latest?.totalSteps ?? null) : null),
    trainingExamples: (record.counts as { trainingExamples?: number } | undefined)?.trainingExamples ?? null,
  }
}

/**
 * Step 4: records the trained model on the version (`GET /models`). The model id comes from the training id,
 * so a repeated step writes the same item.
 */
export async function registerTrainedModel(record: TrainingRecord): Promise<void> {
  if (!record.providerModelId) throw new Error('The training has no trained model to register.')
  const options = record.options as TrainingOptions
  const modelId = modelIdOfTraining(record.trainingId)
  await db()
    .entities.trainedModel.upsert({
      organizationId: record.organizationId,
      projectId: record.projectId,
      versionId: record.versionId,
      modelId,
      trainingId: record.trainingId,
      providerModelId: record.providerModelId,
      baseModel: options.baseModel,
      kind: isRetrievalModel(record.providerModelId) ? 'localRetrieval' : 'fineTunedLlm',
      status: 'ready',
      metrics: finalModelMetrics(record),
      ...(record.answerCheck ? { answerCheck: record.answerCheck } : {}),
      ...(record.fallbackAnswer ? { fallbackAnswer: record.fallbackAnswer } : {}),
    })
    .go()
  await updateTraining(record, {
    modelId,
    stage: 'index',
    progress: stageProgress.index,
    progressMessage: 'Building the retrieval index.',
  })
  await recordTimelineEvent(record, {
    type: trainingTimelineEvents.modelRegistered,
    summary: `Model ${modelId} registered`,
    details: { trainingId: record.trainingId, modelId, providerModelId: record.providerModelId },
  })
}
