import type { ExtractedDocument } from './html-to-markdown.ts'

/** A short line without closing punctuation, as headings of plain-text documents are written. */
function looksLikeHeading(line: string): boolean {
  return line.length <= 80 && /^[\p{Lu}\p{N}]/u.test(line) && !/[.,;:!]$/.test(line) && line.split(' ').length <= 10
}

/**
 * Plain text as Markdown. Paragraphs are separated by blank lines; the first line of a paragraph becomes a
 * heading when it looks like one (short, capitalized, no closing punctuation) or is a question followed by its
 * answer, which is how notes and FAQ text files are usually written.
 *
 * @example plainTextToMarkdown('Pickup times\nCarriers collect parcels at 14:00.').markdown // '## Pickup times\n\nCarriers collect parcels at 14:00.'
 */
export function plainTextToMarkdown(text: string): ExtractedDocument {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
  const blocks: string[] = []
  let title: string | null = null
  paragraphs.forEach((lines, index) => {
    const [first = '', ...rest] = lines
    const isQuestion = first.endsWith('?') && rest.length > 0
    if (rest.length === 0 && looksLikeHeading(first) && index < paragraphs.length - 1) {
      title ??= index === 0 ? first : null
      blocks.push(`${index === 0 ? '#' : '##'} ${first}`)
    } else if ((looksLikeHeading(first) || isQuestion) && rest.length > 0) {
      blocks.push(`## ${first}`, rest.join(' '))
    } else blocks.push(lines.join(' '))
  })
  return { title, markdown: blocks.join('\n\n') }
}
