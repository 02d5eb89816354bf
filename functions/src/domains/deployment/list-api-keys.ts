import type { ApiKey } from '@platform/shared/contracts/deployment'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { listApiKeyRecords, toApiKey } from './api-key-records.ts'

/** `GET /models/api-keys`: the version's keys, newest first, without secrets. */
export async function listApiKeys(key: VersionKey): Promise<ApiKey[]> {
  await requireVersion(key)
  return (await listApiKeyRecords(key)).map(toApiKey)
}
