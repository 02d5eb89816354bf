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

/**
 * The page a passage came from, to open beside the answer: a link source's address when it is a web address;
 * knowledge, files and the rest have no page of their own.
 *
 * @example passageLink({ source: 'url', sourceKey: 'https://docs.example.com/setup' }) // 'https://docs.example.com/setup'
 */
export function passageLink(passage: Pick<RagPassage, 'source' | 'sourceKey'>): string | null {
  if (passage.source !== 'url') return null
  try {
    const url = new URL(passage.sourceKey)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** A time of day for a chat message, e.g. "14:05". */
export function formatMessageTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(date)
}

const namedEntities: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
}

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const codePoint = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    return Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff
      ? String.fromCodePoint(codePoint)
      : entity
  }
  return namedEntities[name.toLowerCase()] ?? entity
}

/**
 * A retrieved passage as readable text: HTML entities left over from scraped pages decoded (`&nbsp;` becomes a
 * space) and runs of whitespace, non-breaking ones included, collapsed to one space. Rendered as text, never HTML.
 *
 * @example
 * cleanPassageText('Install&nbsp;it\n\n  with  npm') // "Install it with npm"
 */
export function cleanPassageText(text: string): string {
  return text
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The passages to list under an answer, each text once: retrieval can return the same passage from two places
 * (a pair and the page it came from), which says nothing new. The first, best-scored, copy is kept.
 */
export function distinctPassages<Passage extends Pick<RagPassage, 'text'>>(passages: readonly Passage[]): Passage[] {
  const seen = new Set<string>()
  return passages.filter((passage) => {
    const key = cleanPassageText(passage.text).toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
