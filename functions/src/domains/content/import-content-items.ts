import { contentKeySchema, generatedIdSchema } from '@platform/shared/contracts/version-content'
import * as z from 'zod'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { newContentId, parseFields } from './content-item-records.ts'
import type { ContentTypeDefinition } from './content-type-definition.ts'
import { mergeContentItems } from './merge-content-items.ts'

const entrySchema = z.looseObject({})

/**
 * Checks and merges a section of an export document. Chosen ids (pages, actions, workflows) are required;
 * generated ids are kept when given, so importing the same document twice replaces instead of doubling.
 */
export async function importContentItems<Fields extends Record<string, unknown>>(
  definition: ContentTypeDefinition<Fields>,
  key: VersionKey,
  section: unknown,
  actorId: string,
): Promise<number> {
  const location = `document.content.${definition.section}`
  const entries = z.array(entrySchema).max(5000).safeParse(section)
  if (!entries.success) {
    throw new AppError('VALIDATION_FAILED', { message: `${location}: must be a list of at most 5000 items.` })
  }
  const idSchema = definition.idSource === 'chosen' ? contentKeySchema : generatedIdSchema.optional()
  const incoming = entries.data.map((entry, index) => {
    const { id, ...rest } = entry
    const parsedId = idSchema.safeParse(id)
    if (!parsedId.success) {
      throw new AppError('VALIDATION_FAILED', {
        message: `${location}.${index}.id: ${parsedId.error.issues[0]?.message}`,
      })
    }
    return {
      id: parsedId.data ?? newContentId(),
      fields: parseFields(definition, rest, `${location}.${index}`, definition.newFields),
      createdBy: actorId,
      updatedBy: actorId,
    }
  })
  return mergeContentItems(definition, key, incoming)
}
