import { type Model, type ModelMetrics, modelKindLabels } from '@platform/shared/contracts/models'
import type { AnswerCheck } from '@platform/shared/contracts/training'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createTrainedModelEntity } from '../../data/entities/trained-model-entity.ts'
import { getInBatch } from '../../data/get-in-batch.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'

export type TrainedModelRecord = EntityItem<ReturnType<typeof createTrainedModelEntity>>

/** The version's models, newest first (ids sort by creation time). */
export async function listModelRecords(key: VersionKey, limit = 100): Promise<TrainedModelRecord[]> {
  const { data } = await db().entities.trainedModel.query.byVersion(key).go({ order: 'desc', limit })
  return data
}

export async function requireModel(key: VersionKey, modelId: string): Promise<TrainedModelRecord> {
  const data = await getInBatch(db().entities.trainedModel, { ...key, modelId })
  if (!data) throw new AppError('NOT_FOUND', { message: 'This model does not exist in the version.' })
  return data
}

export function toModel(record: TrainedModelRecord): Model {
  const labels = modelKindLabels[record.kind]
  return {
    id: record.modelId,
    versionId: record.versionId,
    providerModelId: record.providerModelId,
    baseModel: record.baseModel,
    kind: record.kind,
    label: labels.label,
    description: labels.description,
    status: record.status,
    metrics: record.metrics as ModelMetrics,
    ...(record.answerCheck ? { answerCheck: record.answerCheck as AnswerCheck } : {}),
    trainingId: record.trainingId,
    ragAvailable: Boolean(record.ragIndexKey),
    createdAt: record.createdAt,
  }
}
