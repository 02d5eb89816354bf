import type { FileSource, UrlSource } from '@platform/shared/contracts/sources'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createFileSourceEntity } from '../../data/entities/file-source-entity.ts'
import type { createUrlSourceEntity } from '../../data/entities/url-source-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'

export type UrlSourceRecord = EntityItem<ReturnType<typeof createUrlSourceEntity>>
export type FileSourceRecord = EntityItem<ReturnType<typeof createFileSourceEntity>>

/** Every link and file of a version: two keyed queries on the version's partition. */
export async function listSourceRecords(
  key: VersionKey,
): Promise<{ links: UrlSourceRecord[]; files: FileSourceRecord[] }> {
  const [{ data: links }, { data: files }] = await Promise.all([
    db().entities.urlSource.query.byVersion(key).go({ pages: 'all' }),
    db().entities.fileSource.query.byVersion(key).go({ pages: 'all' }),
  ])
  return { links, files }
}

export function toUrlSource(record: UrlSourceRecord): UrlSource {
  return {
    id: record.urlId,
    url: record.url,
    status: record.status,
    failureReason: record.failureReason ?? null,
    title: record.title ?? null,
    contentType: record.contentType ?? null,
    characters: record.characters,
    knowledgeCount: record.knowledgeCount,
    nestedUrlJobId: record.nestedUrlJobId ?? null,
    resync: record.resync,
    lastSyncedAt: record.lastSyncedAt ?? null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

export function toFileSource(record: FileSourceRecord): FileSource {
  return {
    id: record.fileId,
    name: record.name,
    kind: record.kind,
    contentType: record.contentType,
    bytes: record.bytes,
    status: record.status,
    failureReason: record.failureReason ?? null,
    title: record.title ?? null,
    characters: record.characters,
    knowledgeCount: record.knowledgeCount,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

/** Newest first, as the console lists sources. */
export function newestFirst<T extends { createdAt: string }>(items: T[]): T[] {
  return [...items].sort((first, second) => second.createdAt.localeCompare(first.createdAt))
}
