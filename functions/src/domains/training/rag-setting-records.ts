import type { RagSettings } from '@platform/shared/contracts/training'
import type { EntityItem } from 'electrodb'
import { db, isConditionFailure } from '../../data/database.ts'
import type { createRagSettingEntity } from '../../data/entities/rag-setting-entity.ts'
import { getInBatch } from '../../data/get-in-batch.ts'
import type { VersionKey } from '../../data/version-scope.ts'

type RagSettingRecord = EntityItem<ReturnType<typeof createRagSettingEntity>>
type RagSettingChanges = Partial<Omit<RagSettingRecord, keyof VersionKey | 'updatedAt'>>

function versionKeyOf(key: VersionKey): VersionKey {
  return { organizationId: key.organizationId, projectId: key.projectId, versionId: key.versionId }
}

export async function findRagSetting(key: VersionKey): Promise<RagSettingRecord | null> {
  return getInBatch(db().entities.ragSetting, versionKeyOf(key))
}

/**
 * Changes only the given fields of a version's RAG settings, creating the item on first use. Patch first and
 * create on a miss (then patch again if another writer created it meanwhile): an upsert would reapply defaults
 * and could switch RAG off while an index is being recorded.
 */
export async function updateRagSetting(key: VersionKey, changes: RagSettingChanges): Promise<void> {
  const patch = () => db().entities.ragSetting.patch(versionKeyOf(key)).set(changes).go()
  try {
    await patch()
    return
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
  try {
    await db()
      .entities.ragSetting.create({ ...versionKeyOf(key), ...changes })
      .go()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
    await patch()
  }
}

export function toRagSettings(record: RagSettingRecord | null): RagSettings {
  const index =
    record?.indexKey && record.indexTrainingId && record.indexModelId && record.indexBuiltAt
      ? {
          trainingId: record.indexTrainingId,
          modelId: record.indexModelId,
          passages: record.indexPassages ?? 0,
          builtAt: record.indexBuiltAt,
        }
      : null
  return { ragEnabled: record?.ragEnabled ?? false, index, updatedAt: record?.updatedAt ?? null }
}
