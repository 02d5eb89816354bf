/**
 * When the console asks again about work the server does in the background (crawls, file extraction, imports):
 * every 2 seconds while anything is still queued or running, not at all once everything has finished, so an
 * idle page sends no requests.
 */

/** Spec-free but deliberate: fast enough to feel live, slow enough for the standard rate limit. */
export const pollingIntervalMilliseconds = 2_000

/** Statuses of jobs (`queued`, `running`) and of sources (`pending`) that will still change by themselves. */
const unfinishedStatuses = new Set(['queued', 'running', 'pending'])

export function isUnfinished(status: string): boolean {
  return unfinishedStatuses.has(status)
}

/**
 * TanStack Query's `refetchInterval` for a list: the polling interval while any item is unfinished, otherwise
 * `false`. A list that failed to load (`undefined` or `null`) is not polled; the next user action reloads it.
 *
 * @example
 * useQuery({ ..., refetchInterval: (query) => pollWhileUnfinished(query.state.data, (search) => search.status) })
 */
export function pollWhileUnfinished<Item>(
  items: readonly Item[] | null | undefined,
  statusOf: (item: Item) => string,
): number | false {
  if (!items) return false
  return items.some((item) => isUnfinished(statusOf(item))) ? pollingIntervalMilliseconds : false
}

/** Progress of a set of items processed one by one: how many have finished, out of how many, as a percentage. */
export interface BatchProgress {
  finished: number
  total: number
  percent: number
}

/**
 * Progress of items that each finish on their own (links being read, files being extracted), or `null` when
 * none is unfinished and there is nothing to show.
 *
 * @example
 * batchProgress([{ status: 'ready' }, { status: 'pending' }], (file) => file.status)
 * // { finished: 1, total: 2, percent: 50 }
 */
export function batchProgress<Item>(items: readonly Item[], statusOf: (item: Item) => string): BatchProgress | null {
  const unfinished = items.filter((item) => isUnfinished(statusOf(item))).length
  if (unfinished === 0) return null
  const total = items.length
  const finished = total - unfinished
  return { finished, total, percent: Math.round((finished / total) * 100) }
}

/** A percentage from a count of a total, clamped to 0–100; 0 while the total is not known yet. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)))
}

/**
 * The ids of items that were unfinished in the previous answer and are finished now: the moment to refresh
 * what their work produced (knowledge after an import or a crawl, for example).
 *
 * @example
 * newlyFinished(new Map([['import-1', 'running']]), [{ id: 'import-1', status: 'succeeded' }]) // ['import-1']
 */
export function newlyFinished(
  previous: ReadonlyMap<string, string>,
  current: readonly { id: string; status: string }[],
): string[] {
  return current
    .filter((item) => {
      const before = previous.get(item.id)
      return before !== undefined && isUnfinished(before) && !isUnfinished(item.status)
    })
    .map((item) => item.id)
}

/** The statuses of a list by id, to compare with the next answer. */
export function statusesById(items: readonly { id: string; status: string }[]): Map<string, string> {
  return new Map(items.map((item) => [item.id, item.status]))
}
