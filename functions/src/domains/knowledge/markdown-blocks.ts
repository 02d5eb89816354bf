/**
 * The block structure of the Markdown every source is turned into (see `domains/sources/extract-document-text.ts`):
 * enough of CommonMark for documentation (ATX and setext headings, paragraphs, lists, fenced code, tables, block
 * quotes) plus the definition-list form `Term` / `: definition`, which carries HTML's `<dl>` through to the
 * question-answer extractor. A paragraph that is one bold line (a `<details>` summary, "**Can I …?**") is marked
 * `label`: it names what follows.
 */
export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string; label?: true }
  | { kind: 'list'; items: string[] }
  | { kind: 'definition'; term: string; definitions: string[] }
  | { kind: 'code'; text: string; language?: string }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'quote'; text: string }

const headingPattern = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const listItemPattern = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/
const fencePattern = /^\s*(```|~~~)/
const definitionPattern = /^:\s+(.*)$/
const setextPattern = /^\s*(=+|-+)\s*$/

/**
 * Plain text of inline Markdown: links keep their text, autolinks their address, images and HTML tags go, emphasis
 * and code marks go, character references are read ("&#x20;" that a help centre's editor leaves after a heading).
 * Code spans are kept as written: `Promise<void>` is code, not a tag.
 *
 * @example plainInline('See [the guide](/guide) at <https://example.com> for **more**.')
 * // 'See the guide at https://example.com for more.'
 */
export function plainInline(text: string): string {
  const codeSpans: string[] = []
  const withoutCode = text.replace(/`([^`]*)`/g, (_, code: string) => `\uE000${codeSpans.push(code) - 1}\uE000`)
  return withoutCode
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<((?:https?|ftp):\/\/[^\s>]+|mailto:[^\s>]+|[\w.+-]+@[\w-]+\.[\w.-]+)>/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\uE000(\d+)\uE000/g, (_, position: string) => codeSpans[Number(position)] ?? '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x([0-9a-f]{1,6});/gi, (reference, code: string) => character(Number.parseInt(code, 16), reference))
    .replace(/&#(\d{1,7});/g, (reference, code: string) => character(Number(code), reference))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The character a numeric reference stands for; the reference as written when it stands for none. */
function character(code: number, reference: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference
}

/**
 * A question on a line of its own, maybe after a sentence of context ("Tracking says delivered but I did not receive
 * it. What now?"): a capital first and "?" last and nowhere else.
 */
function isQuestionLine(line: string): boolean {
  return /^[\p{Lu}\p{N}][^?]{5,200}\?$/u.test(line)
}

/** Splits Markdown into blocks, in document order; inline text is made plain (see `plainInline`). */
export function parseMarkdownBlocks(markdown: string): MarkdownBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n')
  const blocks: MarkdownBlock[] = []
  let paragraph: string[] = []

  const flushParagraph = () => {
    // Help centres write a question on its own line with its answer under it, in one paragraph ("**Can I cancel
    // after …?**" then "Not directly. …"): the question is a paragraph of its own, so it asks what follows.
    const firstLine = paragraph.length >= 2 ? plainInline(paragraph[0] ?? '') : undefined
    if (firstLine !== undefined && isQuestionLine(firstLine)) {
      blocks.push({ kind: 'paragraph', text: firstLine })
      paragraph = paragraph.slice(1)
    }
    const text = plainInline(paragraph.join(' '))
    const label = paragraph.length === 1 && /^(\*\*|__)[^*_].*\1$/.test(paragraph[0]?.trim() ?? '')
    if (text) blocks.push({ kind: 'paragraph', text, ...(label ? { label: true as const } : {}) })
    paragraph = []
  }

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? ''
    const trimmed = line.trim()

    if (fencePattern.test(line)) {
      flushParagraph()
      const fence = fencePattern.exec(line)?.[1] ?? '```'
      const language = line.trim().slice(fence.length).trim().split(/\s/)[0] || undefined
      const code: string[] = []
      index += 1
      while (index < lines.length && !(lines[index] ?? '').trim().startsWith(fence)) {
        code.push(lines[index] ?? '')
        index += 1
      }
      if (code.join('').trim()) blocks.push({ kind: 'code', text: code.join('\n'), ...(language ? { language } : {}) })
      continue
    }
    if (!trimmed) {
      flushParagraph()
      continue
    }
    const heading = headingPattern.exec(trimmed)
    if (heading) {
      flushParagraph()
      const text = plainInline(heading[2] ?? '')
      if (text) blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text })
      continue
    }
    // Setext heading: one line of text underlined with === or ---.
    if (paragraph.length === 1 && setextPattern.test(line)) {
      const text = plainInline(paragraph[0] ?? '')
      paragraph = []
      if (text) blocks.push({ kind: 'heading', level: trimmed.startsWith('=') ? 1 : 2, text })
      continue
    }
    const definition = definitionPattern.exec(trimmed)
    if (definition) {
      const previous = blocks.at(-1)
      if (paragraph.length > 0) {
        // The line(s) just read are the term.
        const term = plainInline(paragraph.join(' '))
        paragraph = []
        blocks.push({ kind: 'definition', term, definitions: [plainInline(definition[1] ?? '')] })
      } else if (previous?.kind === 'definition') {
        previous.definitions.push(plainInline(definition[1] ?? ''))
      } else {
        paragraph.push(definition[1] ?? '')
      }
      continue
    }
    if (listItemPattern.test(line) && paragraph.length === 0) {
      const items: string[] = []
      while (index < lines.length) {
        const current = lines[index] ?? ''
        const item = listItemPattern.exec(current)
        if (item) items.push(item[1] ?? '')
        else if (current.trim() && /^\s{2,}/.test(current) && items.length > 0)
          items[items.length - 1] = `${items.at(-1)} ${current.trim()}`
        else break
        index += 1
      }
      index -= 1
      const plain = items.map(plainInline).filter(Boolean)
      if (plain.length > 0) blocks.push({ kind: 'list', items: plain })
      continue
    }
    if (trimmed.startsWith('|') && paragraph.length === 0) {
      const rows: string[][] = []
      while (index < lines.length && (lines[index] ?? '').trim().startsWith('|')) {
        const cells = (lines[index] ?? '')
          .trim()
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((cell) => plainInline(cell))
        if (!cells.every((cell) => /^:?-{2,}:?$/.test(cell) || cell === '')) rows.push(cells)
        index += 1
      }
      index -= 1
      if (rows.length > 0) blocks.push({ kind: 'table', rows })
      continue
    }
    if (trimmed.startsWith('>') && paragraph.length === 0) {
      const quoted: string[] = []
      while (index < lines.length && (lines[index] ?? '').trim().startsWith('>')) {
        quoted.push((lines[index] ?? '').trim().replace(/^>\s?/, ''))
        index += 1
      }
      index -= 1
      const text = plainInline(quoted.join(' '))
      if (text) blocks.push({ kind: 'quote', text })
      continue
    }
    paragraph.push(trimmed)
  }
  flushParagraph()
  return blocks
}

/** The alt text of a logo or badge image opening the document (READMEs often name their project only there). */
export function leadingImageAlt(markdown: string): string | undefined {
  const opening = markdown.trimStart().slice(0, 400)
  const match = /^\[?!\[([^\]]+)\]/.exec(opening) ?? /^<img[^>]*\balt="([^"]+)"/i.exec(opening)
  return match?.[1]?.trim() || undefined
}

/** A table as Markdown again, its first row the header, so answers keep the table's columns. */
export function tableMarkdown(rows: string[][]): string {
  const width = Math.max(...rows.map((row) => row.length))
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_unused, index) => (cells[index] ?? '').replace(/\|/g, '\\|')).join(' | ')} |`
  const [header = [], ...body] = rows
  return [line(header), line(Array.from({ length: width }, () => '---')), ...body.map(line)].join('\n')
}
