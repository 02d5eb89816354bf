import { db } from '../../data/database.ts'
import { modelProvider } from '../../models/provider-registry.ts'
import { buildRagPassages } from '../../retrieval/build-rag-passages.ts'
import { serializeRagIndex } from '../../retrieval/rag-index-file.ts'
import { recordTimelineEvent } from '../projects/index.ts'
import { updateRagSetting } from './rag-setting-records.ts'
import { modelIdOfTraining, type TrainingRecord } from './training-records.ts'
import { putArtifact, readArtifact, trainingStorageKeys } from './training-storage.ts'
import { trainingTimelineEvents } from './training-timeline.ts'
import type { TrainingSnapshot } from './version-content.ts'

/** Texts per embedding request: well inside every provider's batch limit. */
const embeddingBatchSize = 64

/**
 * Step 5: embeds the snapshot's passages (knowledge answers, chunked source texts, described pages, actions and
 * workflows) with the provider's embedding model and stores the index next to the snapshot. The model and the
 * version's RAG settings point at it, so chat functions load the index that matches the model. Overwrites the
 * same object when repeated.
 */
export async function buildRagIndex(record: TrainingRecord): Promise<{ passages: number; indexKey: string }> {
  if (!record.snapshotKey) throw new Error('The training has no snapshot to index.')
  const snapshot = JSON.parse(await readArtifact(record.snapshotKey)) as TrainingSnapshot
  const passages = buildRagPassages(snapshot)
  const provider = modelProvider()
  const embeddings: number[][] = []
  let embeddingModel = provider.defaults.embeddingModel
  for (let start = 0; start < passages.length; start += embeddingBatchSize) {
    const batch = passages.slice(start, start + embeddingBatchSize)
    const result = await provider.embed({ input: batch.map((passage) => passage.searchText) })
    embeddingModel = result.model
    embeddings.push(...result.embeddings)
  }
  const indexKey = trainingStorageKeys(record, record.trainingId).ragIndex
  await putArtifact(
    indexKey,
    JSON.stringify(serializeRagIndex({ embeddingModel, passages, embeddings })),
    'application/json',
  )
  const modelId = modelIdOfTraining(record.trainingId)
  const builtAt = new Date().toISOString()
  const versionKey = { organizationId: record.organizationId, projectId: record.projectId, versionId: record.versionId }
  await db()
    .entities.trainedModel.patch({ ...versionKey, modelId })
    .set({ ragIndexKey: indexKey, ragPassages: passages.length })
    .go()
  await updateRagSetting(versionKey, {
    indexKey,
    indexTrainingId: record.trainingId,
    indexModelId: modelId,
    indexPassages: passages.length,
    indexBuiltAt: builtAt,
  })
  await recordTimelineEvent(versionKey, {
    type: trainingTimelineEvents.ragIndexBuilt,
    summary: `Retrieval index built: ${passages.length} passages`,
    details: { trainingId: record.trainingId, modelId, passages: passages.length, embeddingModel },
  })
  return { passages: passages.length, indexKey }
}
