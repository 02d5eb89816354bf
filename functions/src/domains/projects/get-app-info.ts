import type { AppInfo } from '@platform/shared/contracts/versions'
import type { VersionKey } from '../../data/version-scope.ts'
import { findAppInfo, toAppInfo } from './app-info-records.ts'
import { requireVersion } from './versions.ts'

export async function getAppInfo(key: VersionKey): Promise<AppInfo> {
  await requireVersion(key)
  return toAppInfo(key, await findAppInfo(key))
}
