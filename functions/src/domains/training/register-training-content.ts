import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { versionContentModule } from '../projects/index.ts'

/**
 * Removes a version's trainings, trained models and RAG settings (their files sit under the version's storage
 * prefix, which project deletion sweeps). Repeatable: a second run finds nothing.
 */
export async function deleteAllTrainingRecords(key: VersionKey): Promise<number> {
  const versionKey = { organizationId: key.organizationId, projectId: key.projectId, versionId: key.versionId }
  const [{ data: trainings }, { data: models }] = await Promise.all([
    db().entities.training.query.byVersion(versionKey).go({ pages: 'all' }),
    db().entities.trainedModel.query.byVersion(versionKey).go({ pages: 'all' }),
  ])
  if (trainings.length > 0) {
    await db()
      .entities.training.delete(trainings.map(({ trainingId }) => ({ ...versionKey, trainingId })))
      .go()
  }
  if (models.length > 0) {
    await db()
      .entities.trainedModel.delete(models.map(({ modelId }) => ({ ...versionKey, modelId })))
      .go()
  }
  await db().entities.ragSetting.delete(versionKey).go()
  return trainings.length + models.length
}

/**
 * Trainings and models join project deletion. They are not copied into a new version or exported: a model
 * belongs to the content it was trained on, so a new version starts untrained.
 */
export const trainingVersionContent = versionContentModule({
  name: 'trainings',
  deleteAllForVersion: deleteAllTrainingRecords,
  copyVersion: async () => 0,
})
