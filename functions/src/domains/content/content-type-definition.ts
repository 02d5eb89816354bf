import type * as z from 'zod'
import type { CountedItem } from '../../data/entities/usage-counter-entity.ts'
import type { VersionContentType } from '../../data/entities/version-content-item-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'

/**
 * What differs between the hand-written content types; everything else (list, search, create, update, delete,
 * copy, export, import) is the same code in this folder, driven by one of these.
 */
export interface ContentTypeDefinition<Fields extends Record<string, unknown>> {
  contentType: VersionContentType
  /** Name in the content registry and section in export documents, e.g. `pages`. */
  section: string
  /** For messages and the timeline: `page`, `FAQ`, `function`… */
  singular: string
  /** Plan usage counted per stored item, when the plan limits this type. */
  usageItem?: CountedItem
  /** The stored item without id and timestamps; every field required. */
  fields: z.ZodType<Fields>
  /** A new item's fields with the defaults a create applies (imported documents may leave optional fields out). */
  newFields: z.ZodType<Fields, unknown>
  /** Pages, actions and workflows have ids people choose (a path, a key); the others get generated ids. */
  idSource: 'chosen' | 'generated'
  /** Text that search matches, besides the id. */
  searchText(fields: Fields): string[]
  /** How the timeline names an item. */
  label(fields: Fields, id: string): string
  /** A name that must be unique (case-insensitive) among the version's items of this type. */
  uniqueName?(fields: Fields): string
  /** Checks references to other items of the same version (an action's page, a step's action). */
  checkReferences?(key: VersionKey, fields: Fields): Promise<void>
}

export type ContentItem<Fields> = Fields & { id: string; createdAt: string; updatedAt: string }
