import type { VersionKey } from '../../data/version-scope.ts'
import { readChatContent } from '../training/index.ts'

type ChatContent = Awaited<ReturnType<typeof readChatContent>>

/** What the cache needs to know of the version record read with the message's other records. */
export interface FrozenState {
  frozen: boolean
  frozenAt?: string
}

/**
 * Writes that passed the editable check just before a freeze may still land after it, but not later than a request
 * can run (API Gateway stops every route at 30 s): content read this long after the freeze is what stays.
 */
export const settledAfterFreezeMilliseconds = 60_000
/** Versions kept by a warm function; each entry is a few agent functions, pages, actions and workflows. */
const maximumCachedVersions = 50
const cache = new Map<string, { frozenAt: string; content: ChatContent }>()

/**
 * The version content a chat message needs (`readChatContent`), kept by a warm function for a frozen version: a
 * deployed version is frozen, and while it is, its content cannot change (every content write checks
 * `assertVersionEditable`). The entry is keyed by the freeze's time and checked against the version record read
 * in the same request, so an unfreeze, edits and a new freeze are never served stale. A version not yet cached is
 * queried at once, beside the batch that reads the version; a cached one waits for that batch, then costs nothing.
 *
 * @example
 * const content = await chatContentOf(key, reads.version, { suggestions: true })
 */
export async function chatContentOf(
  key: VersionKey,
  version: Promise<FrozenState | null>,
  options: { suggestions: boolean },
): Promise<ChatContent> {
  const name = JSON.stringify([key.organizationId, key.projectId, key.versionId, options.suggestions])
  const cached = cache.get(name)
  if (cached) {
    const record = await version
    if (record?.frozen && record.frozenAt === cached.frozenAt) {
      cache.delete(name)
      cache.set(name, cached)
      return cached.content
    }
    cache.delete(name)
  }
  const startedAt = Date.now()
  const [record, content] = await Promise.all([version.catch(() => null), readChatContent(key, options)])
  const frozenAt = record?.frozen ? record.frozenAt : undefined
  if (frozenAt && startedAt - Date.parse(frozenAt) >= settledAfterFreezeMilliseconds) {
    cache.set(name, { frozenAt, content })
    while (cache.size > maximumCachedVersions) cache.delete(cache.keys().next().value as string)
  }
  return content
}
