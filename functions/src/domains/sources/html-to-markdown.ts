import { type CheerioAPI, load } from 'cheerio/slim'
import type { AnyNode, Element } from 'domhandler'

export interface ExtractedDocument {
  title: string | null
  /** The document's main text as Markdown: headings, paragraphs, lists, definition lists, tables, code. */
  markdown: string
}

/** Page furniture that is never content: navigation, scripts, forms, hidden and screen-reader-only parts. */
const furniture = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'nav',
  'aside',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="search"]',
  '[aria-hidden="true"]',
  '[hidden]',
  '.sidebar',
  '.toc',
  '.table-of-contents',
  '.breadcrumb',
  '.breadcrumbs',
  '.skip-link',
  '.sr-only',
  '.visually-hidden',
  '.cookie-banner',
].join(', ')

/** Where the main text usually is, best first; the body is the last resort. */
const contentRoots = ['main', '[role="main"]', 'article', '#content', '.content', '.markdown-body', '.documentation']

const blockElements = new Set(
  `address article aside blockquote details dialog dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4
  h5 h6 header hgroup hr li main nav ol p pre section summary table tbody thead tfoot tr td th ul`.split(/\s+/),
)

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style'
}

/** Inline text with whitespace collapsed; `<br>` becomes a line break. */
function inlineText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data
  if (!isElement(node)) return ''
  if (node.name === 'br') return '\n'
  if (node.name === 'img') return ''
  return node.children.map(inlineText).join('')
}

function clean(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** Text of an element without its nested lists (rendered separately as their own items). */
function ownText(element: Element): string {
  return clean(
    element.children
      .filter((child) => !(isElement(child) && (child.name === 'ul' || child.name === 'ol')))
      .map(inlineText)
      .join(''),
  )
}

class MarkdownWriter {
  readonly blocks: string[] = []
  private inline: AnyNode[] = []
  private headingLevel = 1

  flushInline(): void {
    const text = clean(this.inline.map(inlineText).join(''))
    this.inline = []
    if (text) this.blocks.push(text)
  }

  write(node: AnyNode): void {
    if (!isElement(node)) {
      if (node.type === 'text') this.inline.push(node)
      return
    }
    if (!blockElements.has(node.name)) {
      this.inline.push(node)
      return
    }
    this.flushInline()
    const heading = /^h([1-6])$/.exec(node.name)
    if (heading) {
      const text = clean(inlineText(node)).replace(/\n/g, ' ')
      this.headingLevel = Number(heading[1])
      if (text) this.blocks.push(`${'#'.repeat(this.headingLevel)} ${text}`)
      return
    }
    switch (node.name) {
      case 'p':
      case 'figcaption': {
        const text = clean(inlineText(node))
        if (text) this.blocks.push(text)
        return
      }
      case 'ul':
      case 'ol':
        this.writeList(node, 0)
        return
      case 'dl':
        this.writeDefinitionList(node)
        return
      case 'details':
        this.writeDetails(node)
        return
      case 'table':
        this.writeTable(node)
        return
      case 'pre': {
        const text = inlineText(node).replace(/\n+$/, '')
        if (text.trim()) this.blocks.push(`\`\`\`\n${text}\n\`\`\``)
        return
      }
      case 'blockquote': {
        const inner = new MarkdownWriter()
        for (const child of node.children) inner.write(child)
        inner.flushInline()
        if (inner.blocks.length > 0) this.blocks.push(inner.blocks.map((block) => `> ${block}`).join('\n>\n'))
        return
      }
      case 'hr':
        return
      default:
        for (const child of node.children) this.write(child)
        this.flushInline()
    }
  }

  private writeList(list: Element, depth: number): void {
    // A list whose every item is just a link is a menu (tables of contents, "related pages"), not content.
    const items = list.children.filter((child): child is Element => isElement(child) && child.name === 'li')
    const isMenu =
      items.length > 0 &&
      items.every((item) => {
        const text = ownText(item)
        const linked = item.children
          .filter((child): child is Element => isElement(child) && child.name === 'a')
          .map((link) => clean(inlineText(link)))
          .join(' ')
        return text.length > 0 && linked.length >= text.length * 0.8
      })
    if (isMenu) return
    const lines: string[] = []
    const collect = (element: Element, level: number) => {
      let number = 1
      for (const item of element.children) {
        if (!isElement(item) || item.name !== 'li') continue
        const text = ownText(item).replace(/\n/g, ' ')
        const marker = element.name === 'ol' ? `${number}.` : '-'
        if (text) lines.push(`${'  '.repeat(level)}${marker} ${text}`)
        number += 1
        for (const nested of item.children) {
          if (isElement(nested) && (nested.name === 'ul' || nested.name === 'ol')) collect(nested, level + 1)
        }
      }
    }
    collect(list, depth)
    if (lines.length > 0) this.blocks.push(lines.join('\n'))
  }

  /** `<dt>`/`<dd>` groups become `Term` / `: definition` blocks. */
  private writeDefinitionList(list: Element): void {
    let terms: string[] = []
    let definitions: string[] = []
    const flush = () => {
      if (terms.length > 0 && definitions.length > 0)
        this.blocks.push([terms.join(' / '), ...definitions.map((text) => `: ${text}`)].join('\n'))
      terms = []
      definitions = []
    }
    const items = list.children.flatMap((child) =>
      // Some sites wrap each group in a <div>.
      isElement(child) && child.name === 'div' ? child.children : [child],
    )
    for (const item of items) {
      if (!isElement(item)) continue
      const text = clean(inlineText(item)).replace(/\n/g, ' ')
      if (!text) continue
      if (item.name === 'dt') {
        if (definitions.length > 0) flush()
        terms.push(text)
      } else if (item.name === 'dd') definitions.push(text)
    }
    flush()
  }

  /** `<details><summary>Question?</summary>Answer</details>`: a question with its answer, like a definition. */
  private writeDetails(details: Element): void {
    const summary = details.children.find((child) => isElement(child) && child.name === 'summary')
    const inner = new MarkdownWriter()
    for (const child of details.children) if (child !== summary) inner.write(child)
    inner.flushInline()
    const question = summary ? clean(inlineText(summary)).replace(/\n/g, ' ') : ''
    const answer = inner.blocks.filter((block) => !block.startsWith('#')).join(' ')
    if (question && answer) this.blocks.push(`${question}\n: ${answer.replace(/\n/g, ' ')}`)
    else this.blocks.push(...inner.blocks)
  }

  private writeTable(table: Element): void {
    const rows: string[][] = []
    const visit = (element: Element) => {
      for (const child of element.children) {
        if (!isElement(child)) continue
        if (child.name === 'tr') {
          rows.push(
            child.children
              .filter((cell): cell is Element => isElement(cell) && (cell.name === 'td' || cell.name === 'th'))
              .map((cell) => clean(inlineText(cell)).replace(/\n/g, ' ').replace(/\|/g, '\\|')),
          )
        } else visit(child)
      }
    }
    visit(table)
    const filled = rows.filter((row) => row.some(Boolean))
    if (filled.length === 0) return
    const width = Math.max(...filled.map((row) => row.length))
    const line = (row: string[]) =>
      `| ${Array.from({ length: width }, (_unused, index) => row[index] ?? '').join(' | ')} |`
    this.blocks.push([line(filled[0] ?? []), `|${' --- |'.repeat(width)}`, ...filled.slice(1).map(line)].join('\n'))
  }
}

function pickContentRoot($: CheerioAPI) {
  for (const selector of contentRoots) {
    const candidate = $(selector).first()
    if (candidate.length > 0 && candidate.text().trim().length > 80) return candidate
  }
  return $('body').length > 0 ? $('body') : $.root()
}

/** "Shipping labels · Shipkite Docs" → "Shipping labels": page titles usually end with the site's name. */
function titleOf($: CheerioAPI): string | null {
  const heading = clean($('h1').first().text()).replace(/\n/g, ' ')
  if (heading) return heading
  const title = clean($('title').first().text()).replace(/\n/g, ' ')
  if (!title) return null
  return title.split(/\s+[|·–—-]\s+/)[0]?.trim() || title
}

/**
 * The main text of an HTML page as Markdown. Navigation, headers and footers outside the main content, scripts,
 * forms and hidden parts are dropped; the content root is the page's `<main>` (or `article`, `#content`…),
 * else the body. Definition lists and `<details>` keep their question-and-answer shape (`Term` / `: text`).
 *
 * @example htmlToMarkdown('<main><h1>Returns</h1><p>Labels are prepaid.</p></main>').markdown // '# Returns\n\nLabels are prepaid.'
 */
export function htmlToMarkdown(html: string): ExtractedDocument {
  const $ = load(html)
  const title = titleOf($)
  $(furniture).remove()
  // Site headers and footers go; a <header> inside the article often holds its title, so it stays.
  $('header, footer')
    .filter((_index, element) => $(element).parents('main, article, [role="main"]').length === 0)
    .remove()
  const writer = new MarkdownWriter()
  for (const node of pickContentRoot($).contents().toArray()) writer.write(node)
  writer.flushInline()
  return { title, markdown: writer.blocks.join('\n\n') }
}
