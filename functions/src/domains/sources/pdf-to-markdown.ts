import { DocumentError } from './document-error.ts'
import type { ExtractedDocument } from './html-to-markdown.ts'

interface PositionedLine {
  text: string
  size: number
  y: number
  page: number
}

/** Stop reading after this many pages; a longer manual still yields plenty of knowledge. */
const maximumPages = 300

/** pdf.js's message for a damaged file is terse; say what it means. */
function describePdfError(error: unknown): string {
  const name = (error as { name?: string })?.name
  if (name === 'PasswordException') return 'The PDF is password-protected. Upload a copy without a password.'
  const message = error instanceof Error ? error.message : String(error)
  return `The PDF could not be read; it may be damaged (${message.replace(/\.$/, '')}).`
}

/**
 * Opens a PDF, or throws a DocumentError naming the problem. Fast (it reads the cross-reference table, not the
 * pages), so uploads are checked with it before they are accepted.
 */
export async function openPdf(bytes: Uint8Array) {
  try {
    // pdf.js (1.6 MB) is loaded when a PDF is opened, not by every function that reaches this module.
    const { getDocumentProxy } = await import('unpdf')
    // A copy: pdf.js takes ownership of (detaches) the buffer it is given.
    return await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 })
  } catch (error) {
    throw new DocumentError(describePdfError(error), { cause: error })
  }
}

async function readLines(bytes: Uint8Array): Promise<{ lines: PositionedLine[]; title: string | null }> {
  const document = await openPdf(bytes)
  const lines: PositionedLine[] = []
  try {
    const metadata = await document.getMetadata().catch(() => undefined)
    const infoTitle = (metadata?.info as { Title?: unknown } | undefined)?.Title
    for (let pageNumber = 1; pageNumber <= Math.min(document.numPages, maximumPages); pageNumber += 1) {
      const page = await document.getPage(pageNumber)
      const content = await page.getTextContent()
      let current: PositionedLine | undefined
      // Where the last text item of the current line ended, and whether a space is owed before the next one:
      // pdf.js gives the space between words either as an item of its own or only as a gap between two items.
      let lineEnd = 0
      let spaceOwed = false
      for (const item of content.items) {
        if (!('str' in item)) continue
        const size = Math.abs(item.transform[3] ?? 0) || Math.abs(item.transform[0] ?? 0)
        const x = item.transform[4] ?? 0
        const y = item.transform[5] ?? 0
        if (current && Math.abs(current.y - y) > 1 && item.str.trim()) {
          lines.push(current)
          current = undefined
        }
        if (item.str.trim()) {
          if (current) {
            const gap = x - lineEnd
            if (spaceOwed || gap > size * 0.15) current.text += ' '
            current.text += item.str
            current.size = Math.max(current.size, size)
          } else current = { text: item.str, size, y, page: pageNumber }
          spaceOwed = /\s$/.test(item.str)
        } else if (item.str) spaceOwed = true
        lineEnd = x + (item.width ?? 0)
        if (item.hasEOL && current) {
          lines.push(current)
          current = undefined
          spaceOwed = false
        }
      }
      if (current) lines.push(current)
      page.cleanup()
    }
    const title = typeof infoTitle === 'string' && infoTitle.trim() ? infoTitle.trim() : null
    return { lines: lines.map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() })), title }
  } catch (error) {
    throw new DocumentError(describePdfError(error), { cause: error })
  } finally {
    await document.destroy()
  }
}

/** The size most text is set in, weighted by characters. */
function bodySize(lines: PositionedLine[]): number {
  const weights = new Map<number, number>()
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2
    weights.set(size, (weights.get(size) ?? 0) + line.text.length)
  }
  return [...weights].sort((first, second) => second[1] - first[1])[0]?.[0] ?? 0
}

/** The edge lines of a page (two at the top, two at the bottom): where running headers and footers are printed. */
const edgeLineCount = 2

/**
 * Lines printed at the top or bottom of most pages with the same words ("Acme Ltd - Support policy - Version 4",
 * "Page 3 of 12 - Ref. LS-017"): running headers and footers, found by repetition rather than by wording. Numbers
 * are ignored when comparing, so page numbers do not hide a footer.
 */
export function runningLines<Line extends { text: string; page: number }>(lines: Line[]): Set<Line> {
  const pages = new Map<number, Line[]>()
  for (const line of lines) pages.set(line.page, [...(pages.get(line.page) ?? []), line])
  if (pages.size < 2) return new Set()
  const key = (line: Line) => line.text.toLowerCase().replace(/\d+/g, '0').replace(/\s+/g, ' ').trim()
  const edges = [...pages.values()].map((page) => [
    ...new Set([...page.slice(0, edgeLineCount), ...page.slice(-edgeLineCount)]),
  ])
  const pagesWith = new Map<string, number>()
  for (const edge of edges)
    for (const text of new Set(edge.map(key))) pagesWith.set(text, (pagesWith.get(text) ?? 0) + 1)
  const repeated = new Set(
    [...pagesWith].filter(([, count]) => count >= 2 && count >= pages.size / 2).map(([text]) => text),
  )
  return new Set(edges.flat().filter((line) => repeated.has(key(line))))
}

/**
 * The text of a PDF as Markdown. PDFs have no structure, only positioned text, so it is inferred: lines set
 * larger than the body text become headings (largest first: `#`, `##`, `###`), a vertical gap or a heading
 * ends a paragraph, bullets become list items, lines broken with a hyphen are joined, page numbers and running
 * headers and footers go (`runningLines`).
 *
 * @example const { markdown } = await pdfToMarkdown(bytes) // '# Customs declarations\n\nShipkite fills in…'
 */
export async function pdfToMarkdown(bytes: Uint8Array): Promise<ExtractedDocument> {
  const { lines, title } = await readLines(bytes)
  const running = runningLines(lines)
  const kept = lines.filter(
    (line) => line.text && !running.has(line) && !/^(page\s+)?\d+(\s+(of|\/)\s+\d+)?$/i.test(line.text),
  )
  if (kept.length === 0)
    throw new DocumentError('The PDF has no text to read (it may be scanned images; text recognition is not offered).')
  const body = bodySize(kept)
  const headingSizes = [...new Set(kept.filter((line) => line.size >= body * 1.15).map((line) => line.size))]
    .sort((first, second) => second - first)
    .slice(0, 3)
  const blocks: string[] = []
  let paragraph = ''
  let previous: PositionedLine | undefined
  const flush = () => {
    if (paragraph.trim()) blocks.push(paragraph.trim())
    paragraph = ''
  }
  for (const line of kept) {
    const rank = headingSizes.indexOf(line.size)
    if (rank >= 0 && line.text.length <= 150) {
      flush()
      // The document's opening heading is its title; later headings of that size are its sections.
      const level = blocks.length === 0 ? 1 : rank + 2
      blocks.push(`${'#'.repeat(Math.min(level, 6))} ${line.text}`)
      previous = line
      continue
    }
    const gap = previous && previous.page === line.page ? previous.y - line.y : Number.POSITIVE_INFINITY
    const bullet = /^[•●▪‣◦–-]\s*(.*)$/.exec(line.text)
    if (bullet || gap > body * 1.6 || previous?.page !== line.page) flush()
    const text = bullet ? `- ${bullet[1]}` : line.text
    if (bullet) {
      blocks.push(text)
    } else if (paragraph.endsWith('-') && /^\p{Ll}/u.test(text)) {
      paragraph = `${paragraph.slice(0, -1)}${text}`
    } else paragraph = paragraph ? `${paragraph} ${text}` : text
    previous = line
  }
  flush()
  const firstHeading = blocks.find((block) => block.startsWith('#'))?.replace(/^#+\s*/, '')
  return { title: title ?? firstHeading ?? null, markdown: blocks.join('\n\n') }
}
