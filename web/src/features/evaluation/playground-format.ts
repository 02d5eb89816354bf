import type { RagPassage, SuggestedAction } from '@platform/shared/contracts/models'

/**
 * A retrieval or suggestion score (0 to 1) with two decimals: enough to compare passages with each other.
 *
 * @example
 * formatScore(0.8349) // "0.83"
 */
export function formatScore(score: number): string {
  if (!Number.isFinite(score)) return '—'
  return score.toFixed(2)
}

/** A function call's arguments as indented JSON, the way a developer writes them. */
export function formatArguments(argumentsObject: Record<string, unknown>): string {
  return JSON.stringify(argumentsObject, null, 2)
}

export const passageSourceLabels: Record<RagPassage['source'], string> = {
  knowledge: 'Knowledge',
  url: 'Link',
  file: 'File',
  page: 'Page',
  action: 'Action',
  workflow: 'Workflow',
}

export const suggestedActionTypeLabels: Record<SuggestedAction['type'], string> = {
  page: 'Page',
  action: 'Action',
  workflow: 'Workflow',
}

/** What a passage is called in the sources list: its title, else where it came from. */
export function passageTitle(passage: Pick<RagPassage, 'title' | 'sourceKey' | 'source'>): string {
  return passage.title?.trim() || passage.sourceKey || passageSourceLabels[passage.source]
}

/** A time of day for a chat message, e.g. "14:05". */
export function formatMessageTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(date)
}
