import type { AppInfo, AppInfoFields } from '@platform/shared/contracts/versions'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createAppInfoEntity } from '../../data/entities/app-info-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'

type AppInfoRecord = EntityItem<ReturnType<typeof createAppInfoEntity>>

export const blankAppInfo: AppInfoFields = {
  name: '',
  description: '',
  websiteUrl: '',
  industry: '',
  audience: '',
  tone: '',
  language: '',
}

export function appInfoFieldsOf(record: AppInfoRecord | null | undefined): AppInfoFields {
  if (!record) return { ...blankAppInfo }
  return {
    name: record.name,
    description: record.description,
    websiteUrl: record.websiteUrl,
    industry: record.industry,
    audience: record.audience,
    tone: record.tone,
    language: record.language,
  }
}

export async function findAppInfo(key: VersionKey): Promise<AppInfoRecord | null> {
  const { data } = await db().entities.appInfo.get(key).go()
  return data
}

export function toAppInfo(key: VersionKey, record: AppInfoRecord | null): AppInfo {
  return {
    ...appInfoFieldsOf(record),
    versionId: key.versionId,
    updatedAt: record?.updatedAt ?? null,
    updatedBy: record?.updatedBy ?? null,
  }
}

/** Replaces the version's app info with `fields` (used by update, new version and import). */
export async function writeAppInfo(key: VersionKey, fields: AppInfoFields, actorId: string): Promise<AppInfoRecord> {
  const { data } = await db()
    .entities.appInfo.put({ ...key, ...fields, updatedBy: actorId, updatedAt: new Date().toISOString() })
    .go()
  return data
}

/** Copies app info between versions; false when the source has none (the target then keeps its own). */
export async function copyAppInfo(from: VersionKey, to: VersionKey, actorId: string): Promise<boolean> {
  const source = await findAppInfo(from)
  if (!source) return false
  await writeAppInfo(to, appInfoFieldsOf(source), actorId)
  return true
}
