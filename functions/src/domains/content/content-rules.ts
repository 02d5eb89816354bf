/**
 * Pure rules of content lists and merges, kept apart from storage so they are tested without a database.
 */

export interface ListWindow {
  page: number
  limit: number
  allList?: boolean
}

/** Case-insensitive substring search over an item's id and text fields; a blank search matches everything. */
export function matchesSearch(search: string | undefined, texts: string[]): boolean {
  const needle = search?.trim().toLowerCase()
  if (!needle) return true
  return texts.some((text) => text.toLowerCase().includes(needle))
}

/** Newest first; ties (items copied together) by id, so pages never shuffle between requests. */
export function compareNewestFirst(
  left: { id: string; createdAt: string },
  right: { id: string; createdAt: string },
): number {
  if (left.createdAt !== right.createdAt) return left.createdAt < right.createdAt ? 1 : -1
  return left.id < right.id ? -1 : left.id > right.id ? 1 : 0
}

/** One page of a sorted list. `allList` answers every item as page 1 (its limit is then the total). */
export function pageOf<T>(items: T[], window: ListWindow): { items: T[]; total: number; page: number; limit: number } {
  if (window.allList) return { items, total: items.length, page: 1, limit: items.length }
  const start = (window.page - 1) * window.limit
  return {
    items: items.slice(start, start + window.limit),
    total: items.length,
    page: window.page,
    limit: window.limit,
  }
}

export function normalizedName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase()
}

export interface MergePlan {
  /** Incoming ids the target does not hold yet: what plan usage must make room for. */
  newIds: string[]
  /** First problem found, if any: a repeated id, or a name another item of the target already uses. */
  conflict?: { kind: 'repeatedId' | 'repeatedName' | 'nameTaken'; id: string; name?: string }
}

/**
 * Plans merging `incoming` items into `existing` ones by id (same id replaces). Unique names must stay unique
 * in the result: an incoming item may keep the name of the item it replaces, but not take another item's.
 */
export function planMerge(
  existing: Array<{ id: string; name?: string }>,
  incoming: Array<{ id: string; name?: string }>,
): MergePlan {
  const existingIds = new Set(existing.map((item) => item.id))
  const incomingIds = new Set<string>()
  const incomingNames = new Map<string, string>()
  for (const item of incoming) {
    if (incomingIds.has(item.id)) return { newIds: [], conflict: { kind: 'repeatedId', id: item.id } }
    incomingIds.add(item.id)
    if (item.name === undefined) continue
    const name = normalizedName(item.name)
    if (incomingNames.has(name)) return { newIds: [], conflict: { kind: 'repeatedName', id: item.id, name: item.name } }
    incomingNames.set(name, item.id)
  }
  for (const item of existing) {
    if (item.name === undefined || incomingIds.has(item.id)) continue
    const claimedBy = incomingNames.get(normalizedName(item.name))
    if (claimedBy !== undefined) return { newIds: [], conflict: { kind: 'nameTaken', id: claimedBy, name: item.name } }
  }
  return { newIds: [...incomingIds].filter((id) => !existingIds.has(id)) }
}

export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
