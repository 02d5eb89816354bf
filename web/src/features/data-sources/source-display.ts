import type { FileKind, SourceStatus } from '@platform/shared/contracts/sources'
import { fileKinds, maximumFileBytes, maximumUrlsPerRequest } from '@platform/shared/contracts/sources'

/** How a source's status reads, and which status indicator shows it. */
export const sourceStatusDisplay: Record<
  SourceStatus,
  { label: string; indicator: 'in-progress' | 'success' | 'error' }
> = {
  pending: { label: 'Reading', indicator: 'in-progress' },
  ready: { label: 'Ready', indicator: 'success' },
  failed: { label: 'Failed', indicator: 'error' },
}

export const fileKindLabels: Record<FileKind, string> = {
  pdf: 'PDF',
  docx: 'Word',
  txt: 'Text',
  markdown: 'Markdown',
  html: 'HTML',
  csv: 'CSV',
}

/** What the file picker offers: the extensions of the kinds the API accepts. */
export const acceptedFileTypes = '.pdf,.docx,.txt,.md,.markdown,.html,.htm,.csv'

/**
 * "820 KB", "3.4 MB": a size for people. Binary units, as the 4 MB upload limit is counted.
 *
 * @example
 * formatBytes(1_572_864) // '1.5 MB'
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`
}

/** Why a chosen file will not be uploaded, or null when it may go: checked before sending 4 MB for nothing. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size === 0) return `${file.name} is empty.`
  if (file.size > maximumFileBytes) {
    return `${file.name} is ${formatBytes(file.size)}; files of at most ${formatBytes(maximumFileBytes)} are accepted.`
  }
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  const known = new Set<string>([...fileKinds, 'md', 'htm'])
  if (!known.has(extension)) return `${file.name} is not a PDF, Word, text, Markdown, HTML or CSV file.`
  return null
}

/** A link as the server stores it: scheme and host lower-cased, default port and fragment dropped (by `URL`). */
function comparableUrl(url: string): string {
  try {
    const parsed = new URL(url.trim())
    parsed.hash = ''
    return parsed.toString()
  } catch {
    return url.trim()
  }
}

/** The found links the user may still add: those not already among the version's links. */
export function linksNotYetAdded(found: readonly string[], existing: readonly string[]): string[] {
  const added = new Set(existing.map(comparableUrl))
  return found.filter((url) => !added.has(comparableUrl(url)))
}

/** Splits links into requests of at most the API's limit (100), so a large crawl can be added in one click. */
export function inRequestSizedGroups<Item>(items: readonly Item[], size = maximumUrlsPerRequest): Item[][] {
  const groups: Item[][] = []
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size))
  return groups
}

/**
 * When a link's text was last read: the scheduled re-sync's time, or for a link read once and not re-synced yet
 * the time its reading finished (its last update). A link still being read, or that failed, has none.
 *
 * @example lastReadAt({ status: 'ready', lastSyncedAt: null, updatedAt: '2026-11-28T09:00:00Z' }) // '2026-11-28T09:00:00Z'
 */
export function lastReadAt(source: { status: SourceStatus; lastSyncedAt: string | null; updatedAt: string }) {
  if (source.lastSyncedAt) return source.lastSyncedAt
  return source.status === 'ready' ? source.updatedAt : null
}

/** Whether a found link may be chosen for adding: a link that failed its check would only fail again. */
export function choosableLink(found: { linkStatus: string }): boolean {
  return found.linkStatus !== 'failed'
}
