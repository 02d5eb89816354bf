import type { Model } from '@platform/shared/contracts/models'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { listModelRecords, toModel } from '../training/index.ts'

/** `GET /models`: the version's trained models, newest first. */
export async function listModels(key: VersionKey): Promise<Model[]> {
  await requireVersion(key)
  return (await listModelRecords(key)).map(toModel)
}
