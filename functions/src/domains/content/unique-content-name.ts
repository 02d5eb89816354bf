import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { listContentRecords, toContentItem } from './content-item-records.ts'
import { normalizedName } from './content-rules.ts'
import type { ContentTypeDefinition } from './content-type-definition.ts'

/**
 * DUPLICATE_NAME when another item of the type already uses the name (case-insensitive). Checked on a keyed
 * query of the version's items; two people saving the same new name in the same instant could both pass, which
 * costs a rename, not data.
 */
export async function assertUniqueContentName<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  key: VersionKey,
  fields: Fields,
  itemId: string,
): Promise<void> {
  if (!definition.uniqueName) return
  const name = normalizedName(definition.uniqueName(fields))
  const records = await listContentRecords(key, definition.contentType)
  const taken = records.some((record) => {
    if (record.itemId === itemId) return false
    const other = toContentItem(definition, record)
    return normalizedName(definition.uniqueName?.(other) ?? '') === name
  })
  if (taken) throw new AppError('DUPLICATE_NAME')
}
