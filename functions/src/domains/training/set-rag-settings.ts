import { trainingMessages } from '@platform/shared/contracts/training'
import type { VersionKey } from '../../data/version-scope.ts'
import { recordTimelineEvent, requireVersion } from '../projects/index.ts'
import { findRagSetting, toRagSettings, updateRagSetting } from './rag-setting-records.ts'
import { trainingTimelineEvents } from './training-timeline.ts'

/**
 * `POST /training/rag {ragEnabled}`: turns retrieval on or off for the version. It may be switched on before an
 * index exists; answers use retrieval once a training has built one.
 */
export async function setRagSettings(key: VersionKey, input: { ragEnabled: boolean; userId: string }) {
  await requireVersion(key)
  await updateRagSetting(key, { ragEnabled: input.ragEnabled, updatedBy: input.userId })
  await recordTimelineEvent(key, {
    type: input.ragEnabled ? trainingTimelineEvents.ragEnabled : trainingTimelineEvents.ragDisabled,
    summary: input.ragEnabled ? 'Retrieval (RAG) enabled' : 'Retrieval (RAG) disabled',
    actorId: input.userId,
  })
  return {
    settings: toRagSettings(await findRagSetting(key)),
    message: input.ragEnabled ? trainingMessages.ragEnabled : trainingMessages.ragDisabled,
  }
}
