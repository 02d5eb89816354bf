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

/** Kinds of callout documentation sites print, by the names their themes give them. */
const admonitionKinds: Record<string, string> = {
  note: 'Note',
  info: 'Note',
  information: 'Note',
  tip: 'Tip',
  hint: 'Tip',
  success: 'Tip',
  important: 'Important',
  warning: 'Warning',
  warn: 'Warning',
  attention: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  error: 'Danger',
  deprecated: 'Deprecated',
}

/** Class names that make a box a callout: MkDocs/Sphinx `admonition`, GitHub `markdown-alert`, Docusaurus, Starlight. */
const admonitionClass = /(^|[\s_-])(admonition|callout|alert|notice|aside|note-box|infobox)([\s_-]|$)/i

/** A class token or label naming a callout's kind: `warning`, `alert--warning`, `starlight-aside--tip`. */
function admonitionKindOf(element: Element): string | undefined {
  const words = `${element.attribs.class ?? ''} ${element.attribs['aria-label'] ?? ''}`.toLowerCase().split(/[\s_-]+/)
  for (const word of words) if (admonitionKinds[word]) return admonitionKinds[word]
  return undefined
}

/**
 * A callout box ("Note", "Warning"): `<aside>` or a block with `role="note"`/`"alert"`, or a class naming a callout
 * (`admonition warning`, `markdown-alert-note`, `theme-admonition-tip`, `callout`, `notice`). A plain `<div
 * class="warning">` counts when its class names a kind and nothing else.
 */
function isAdmonition(element: Element): boolean {
  if (!['div', 'aside', 'section', 'blockquote', 'p'].includes(element.name)) return false
  const role = element.attribs.role
  if (role === 'note' || role === 'alert') return true
  const className = element.attribs.class ?? ''
  if (admonitionClass.test(className)) return true
  if (element.name === 'aside') return admonitionKindOf(element) !== undefined
  return /^\s*(note|tip|warning|caution|danger|important|info)\s*$/i.test(className)
}

/** The element of a callout that holds its title ("Warning", "Deprecated in 9.0"): a class naming a title or heading. */
function admonitionTitle(box: Element): Element | undefined {
  return box.children.find(
    (child): child is Element =>
      isElement(child) && (/(title|heading|label)/i.test(child.attribs.class ?? '') || /^h[1-6]$/.test(child.name)),
  )
}

/**
 * The name of each tab panel on the page: the tab that controls it (`role="tab"` with `aria-controls`, or the
 * panel's `aria-labelledby`), else its own `aria-label`; MkDocs Material's `.tabbed-block`s take the labels of
 * their `.tabbed-set` in order.
 */
function tabPanelLabels($: CheerioAPI): Map<Element, string> {
  const text = (element: Element | undefined) => (element ? clean(inlineText(element)).replace(/\n/g, ' ') : '')
  const tabs = new Map<string, string>()
  $('[role="tab"]').each((_index, tab) => {
    const label = text(tab)
    for (const key of [tab.attribs.id, tab.attribs['aria-controls'], tab.attribs['data-target']?.replace(/^#/, '')])
      if (key && label) tabs.set(key, label)
  })
  const labels = new Map<Element, string>()
  $('[role="tabpanel"]').each((_index, panel) => {
    const label =
      tabs.get(panel.attribs.id ?? '') ??
      tabs.get(panel.attribs['aria-labelledby'] ?? '') ??
      panel.attribs['aria-label']
    if (label) labels.set(panel, label)
  })
  $('.tabbed-set').each((_index, set) => {
    const names = $(set).find('.tabbed-labels label, > label').toArray().map(text)
    $(set)
      .find('.tabbed-block')
      .each((position, block) => {
        const name = names[position]
        if (name) labels.set(block, name)
      })
  })
  return labels
}

/** The row of tab names above the panels: the panels carry their names, so it is left out. */
function isTabList(element: Element): boolean {
  return element.attribs.role === 'tablist' || /(^|\s)tabbed-labels(\s|$)/.test(element.attribs.class ?? '')
}

class MarkdownWriter {
  readonly blocks: string[] = []
  private inline: AnyNode[] = []
  private headingLevel = 1

  /** `tabLabels`: each tab panel's name (see `tabPanelLabels`). */
  constructor(private readonly tabLabels: ReadonlyMap<Element, string> = new Map()) {}

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
    if (isTabList(node)) return
    const tabLabel = this.tabLabels.get(node)
    if (tabLabel !== undefined) {
      this.writeTabPanel(node, tabLabel)
      return
    }
    if (isAdmonition(node)) {
      this.writeAdmonition(node)
      return
    }
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
        const inner = new MarkdownWriter(this.tabLabels)
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

  /** Blocks of `children` written by a writer of their own at this writer's heading level. */
  private blocksOf(children: readonly AnyNode[], headingLevel = this.headingLevel): string[] {
    const inner = new MarkdownWriter(this.tabLabels)
    inner.headingLevel = headingLevel
    for (const child of children) inner.write(child)
    inner.flushInline()
    return inner.blocks
  }

  /**
   * `<details><summary>Need to peek into a JWT?</summary>…</details>`: the summary as a bold line, then the content
   * with its structure (code blocks, lists, warnings as their own paragraphs), not run together into one line.
   */
  private writeDetails(details: Element): void {
    const summary = details.children.find((child) => isElement(child) && child.name === 'summary')
    const content = this.blocksOf(details.children.filter((child) => child !== summary))
    const label = summary ? clean(inlineText(summary)).replace(/\n/g, ' ') : ''
    if (label && content.length > 0) this.blocks.push(`**${label.replace(/\*\*/g, '')}**`)
    this.blocks.push(...content)
  }

  /**
   * A callout as a quote led by its kind in bold: "> **Warning:** Tokens signed with `none` are refused." Its title
   * element, when it has one, gives the kind ("Deprecated since 9.0"); else its class or label does.
   */
  private writeAdmonition(box: Element): void {
    const titleElement = admonitionTitle(box)
    const title = titleElement ? clean(inlineText(titleElement)).replace(/\n/g, ' ').replace(/:$/, '') : ''
    const body = this.blocksOf(box.children.filter((child) => child !== titleElement))
    const kind = title || admonitionKindOf(box) || 'Note'
    if (body.length === 0) return
    const [lead = '', ...rest] = body
    const quoted = [/^(```|\||- |\d+\. |#)/.test(lead) ? `**${kind}:**\n\n${lead}` : `**${kind}:** ${lead}`, ...rest]
    this.blocks.push(quoted.map((block) => block.replace(/^/gm, '> ').replace(/^> $/gm, '>')).join('\n>\n'))
  }

  /**
   * A tab's panel ("npm" / "yarn", "Windows" / "macOS"): its tab's name in bold before its content, so each tab reads
   * as a labelled section instead of every panel's text running together.
   */
  private writeTabPanel(panel: Element, label: string): void {
    const content = this.blocksOf(panel.children)
    if (content.length === 0) return
    this.blocks.push(`**${label.replace(/\*\*/g, '')}**`, ...content)
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
 * else the body. Definition lists keep their question-and-answer shape (`Term` / `: text`); `<details>` becomes its
 * summary in bold before its content, a callout a quote led by its kind ("> **Warning:** …"), tabs one labelled
 * section per tab.
 *
 * @example htmlToMarkdown('<main><h1>Returns</h1><p>Labels are prepaid.</p></main>').markdown // '# Returns\n\nLabels are prepaid.'
 */
export function htmlToMarkdown(html: string): ExtractedDocument {
  const $ = load(html)
  const title = titleOf($)
  // An <aside> that is a callout ("Note", "Warning") is content; other asides are sidebars.
  $(furniture)
    .filter((_index, element) => !(isElement(element) && element.name === 'aside' && isAdmonition(element)))
    .remove()
  // Site headers and footers go; a <header> inside the article often holds its title, so it stays.
  $('header, footer')
    .filter((_index, element) => $(element).parents('main, article, [role="main"]').length === 0)
    .remove()
  const writer = new MarkdownWriter(tabPanelLabels($))
  for (const node of pickContentRoot($).contents().toArray()) writer.write(node)
  writer.flushInline()
  return { title, markdown: writer.blocks.join('\n\n') }
}

/** GitHub's alert kinds in Markdown (`> [!NOTE]`), as the label a reader sees. */
const githubAlertLabels: Record<string, string> = {
  NOTE: 'Note',
  TIP: 'Tip',
  IMPORTANT: 'Important',
  WARNING: 'Warning',
  CAUTION: 'Caution',
}

/**
 * GitHub-style alerts in a Markdown source (`> [!WARNING]` on its own quoted line) written as HTML callouts are:
 * "> **Warning:** …", so the kind stays with its text instead of a bare "[!WARNING]".
 *
 * @example githubAlertsAsQuotes('> [!NOTE]\n> Tokens expire.') // '> **Note:** Tokens expire.'
 */
export function githubAlertsAsQuotes(markdown: string): string {
  return markdown.replace(
    /^([ \t]*>[ \t]*)\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*\n(?:[ \t]*>[ \t]*\n)*[ \t]*>[ \t]*/gim,
    (_match, prefix: string, kind: string) => `${prefix}**${githubAlertLabels[kind.toUpperCase()]}:** `,
  )
}
