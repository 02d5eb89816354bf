import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { releaseUsage, reserveUsage } from '../organizations/index.ts'
import { type ContentItemRecord, listContentRecords, putContentRecords, toContentItem } from './content-item-records.ts'
import { planMerge } from './content-rules.ts'
import type { ContentTypeDefinition } from './content-type-definition.ts'

export interface IncomingItem<Fields> {
  id: string
  fields: Fields
  createdBy: string
  updatedBy: string
  createdAt?: string
  updatedAt?: string
}

/**
 * Upserts items into a version by id: the shared core of "new version", "import from a version" and "import a
 * document". Everything is checked (repeated ids, names taken, plan room) before anything is written; plan
 * usage is reserved only for ids new to the target.
 */
export async function mergeContentItems<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  target: VersionKey,
  incoming: IncomingItem<Fields>[],
): Promise<number> {
  if (incoming.length === 0) return 0
  const existing = await listContentRecords(target, definition.contentType)
  const named = (id: string, fields: Fields) => ({ id, name: definition.uniqueName?.(fields) })
  const plan = planMerge(
    existing.map((record) => named(record.itemId, toContentItem(definition, record))),
    incoming.map((item) => named(item.id, item.fields)),
  )
  if (plan.conflict?.kind === 'repeatedId') {
    throw new AppError('VALIDATION_FAILED', {
      message: `${definition.section}: the ${definition.singular} id ${plan.conflict.id} appears more than once.`,
    })
  }
  if (plan.conflict) {
    throw new AppError('DUPLICATE_NAME', {
      message: `Name already exists: another ${definition.singular} is named ${plan.conflict.name}.`,
    })
  }
  const existingById = new Map(existing.map((record) => [record.itemId, record]))
  const now = new Date().toISOString()
  const records: ContentItemRecord[] = incoming.map((item) => ({
    ...target,
    contentType: definition.contentType,
    itemId: item.id,
    data: item.fields,
    createdBy: existingById.get(item.id)?.createdBy ?? item.createdBy,
    updatedBy: item.updatedBy,
    createdAt: existingById.get(item.id)?.createdAt ?? item.createdAt ?? now,
    updatedAt: item.updatedAt ?? now,
  }))
  if (definition.usageItem) await reserveUsage(target.organizationId, definition.usageItem, plan.newIds.length)
  try {
    await putContentRecords(records)
  } catch (error) {
    if (definition.usageItem) await releaseUsage(target.organizationId, definition.usageItem, plan.newIds.length)
    throw error
  }
  return records.length
}
