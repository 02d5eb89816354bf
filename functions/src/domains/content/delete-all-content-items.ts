import type { VersionKey } from '../../data/version-scope.ts'
import { releaseUsage } from '../organizations/index.ts'
import { deleteContentRecords, listContentRecords } from './content-item-records.ts'
import type { ContentTypeDefinition } from './content-type-definition.ts'

/** Deletes every item of the type in a version and gives their plan usage back; a second run finds nothing. */
export async function deleteAllContentItems<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  key: VersionKey,
): Promise<number> {
  const records = await listContentRecords(key, definition.contentType)
  await deleteContentRecords(records)
  if (definition.usageItem) await releaseUsage(key.organizationId, definition.usageItem, records.length)
  return records.length
}
