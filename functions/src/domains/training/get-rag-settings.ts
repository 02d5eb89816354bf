import type { RagSettings } from '@platform/shared/contracts/training'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { findRagSetting, toRagSettings } from './rag-setting-records.ts'

/** `GET /training/rag`: the version's RAG switch and its latest retrieval index. */
export async function getRagSettings(key: VersionKey): Promise<RagSettings> {
  await requireVersion(key)
  return toRagSettings(await findRagSetting(key))
}
