import type { KnowledgeSource } from '@platform/shared/contracts/knowledge'

/** Where a pair came from, in the console's words; also the labels of the source filter. */
export const knowledgeSourceLabels: Record<KnowledgeSource, string> = {
  manual: 'Typed in',
  url: 'Link',
  file: 'File',
  import: 'CSV import',
}

/**
 * The start of a long text for a table cell, cut at a word where one is near, so a completion of pages does
 * not make one row fill the screen. The full text is in the edit form.
 *
 * @example
 * excerpt('Open Settings, then Billing, then choose a plan.', 20) // 'Open Settings, then…'
 */
export function excerpt(text: string, maximum: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= maximum) return flat
  const cut = flat.slice(0, maximum)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > maximum * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

/**
 * The line under a prompt that has other wordings: how many, and the first of them.
 *
 * @example alternativeQuestionsNote(['Can I cancel a label?', 'How do I undo a label?']) // 'Also asked 2 other ways, e.g. “Can I cancel a label?”'
 */
export function alternativeQuestionsNote(alternatives: readonly string[]): string {
  const first = alternatives[0]
  if (first === undefined) return ''
  const ways = alternatives.length === 1 ? 'one other way' : `${alternatives.length} other ways`
  return `Also asked ${ways}, e.g. “${excerpt(first, 80)}”`
}

/** True when a file looks like a CSV by its name or type; the server checks the content. */
export function looksLikeCsv(file: Pick<File, 'name' | 'type'>): boolean {
  return file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv'
}
