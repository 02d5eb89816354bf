import type { ApiKey } from '@platform/shared/contracts/deployment'
import type { EntityItem } from 'electrodb'
import { db, isConditionFailure } from '../../data/database.ts'
import type { createApiKeyEntity } from '../../data/entities/api-key-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'

export type ApiKeyRecord = EntityItem<ReturnType<typeof createApiKeyEntity>>

export function toApiKey(record: ApiKeyRecord): ApiKey {
  return {
    id: record.embedId,
    embedId: record.embedId,
    name: record.name,
    modelId: record.modelId,
    ragEnabled: record.ragEnabled,
    allowedDomains: record.allowedDomains ?? [],
    systemPromptId: record.systemPromptId || null,
    identityVerification: record.identityVerification,
    appearance: record.appearance ?? {},
    secretHint: record.secretHint,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

/** A live key by its embed id (a consistent read: a revoked key is gone for the very next call). */
export async function findApiKey(embedId: string): Promise<ApiKeyRecord | undefined> {
  const { data } = await db().entities.apiKey.get({ embedId }).go({ consistent: true })
  return data ?? undefined
}

/** The key, when it belongs to this version; otherwise NOT_FOUND, so ids of other tenants reveal nothing. */
export async function requireApiKeyInVersion(key: VersionKey, keyId: string): Promise<ApiKeyRecord> {
  const record = await findApiKey(keyId)
  if (
    !record ||
    record.organizationId !== key.organizationId ||
    record.projectId !== key.projectId ||
    record.versionId !== key.versionId
  ) {
    throw new AppError('NOT_FOUND', { message: 'This API key does not exist in the version.' })
  }
  return record
}

type ApiKeySettings = Partial<
  Pick<
    ApiKeyRecord,
    'allowedDomains' | 'ragEnabled' | 'systemPromptId' | 'modelId' | 'identityVerification' | 'appearance'
  >
>

/**
 * Changes a key's settings; the key must still exist (a revoke in between wins). An empty prompt id clears it, and
 * so does an empty appearance.
 */
export async function updateApiKeySettings(
  key: VersionKey,
  keyId: string,
  settings: ApiKeySettings,
): Promise<ApiKeyRecord> {
  const record = await requireApiKeyInVersion(key, keyId)
  const { systemPromptId, appearance, ...rest } = settings
  const clearAppearance = appearance !== undefined && Object.keys(appearance).length === 0
  const patch = db()
    .entities.apiKey.patch({ embedId: record.embedId })
    .set({
      ...rest,
      ...(systemPromptId ? { systemPromptId } : {}),
      ...(appearance && !clearAppearance ? { appearance } : {}),
    })
  const cleared = [
    ...(systemPromptId === '' ? (['systemPromptId'] as const) : []),
    ...(clearAppearance ? (['appearance'] as const) : []),
  ]
  const update = cleared.length > 0 ? patch.remove([...cleared]) : patch
  try {
    const { data } = await update.go({ response: 'all_new' })
    return data as ApiKeyRecord
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('NOT_FOUND', { message: 'This API key has been revoked.' })
    throw error
  }
}

/** The version's keys, newest first. */
export async function listApiKeyRecords(key: VersionKey): Promise<ApiKeyRecord[]> {
  const { data } = await db()
    .entities.apiKey.query.byVersion({
      organizationId: key.organizationId,
      projectId: key.projectId,
      versionId: key.versionId,
    })
    .go({ order: 'desc', pages: 'all' })
  return data
}
