/**
 * Our HTML-to-Markdown extraction against @mozilla/readability + turndown (linkedom as the DOM), issue 39. Not a test:
 *   npx tsx bench/html-extraction.bench.ts
 *
 * Pages: the crawl fixtures (tests/fixtures/documentation-site, furniture in header/nav/aside/footer around <main>)
 * and the bench:generation sites (jsonwebtoken as a docs site, the Bitwarden Help Center as a help centre without
 * <main>), served with the same furniture bench:generation puts around them. Per extractor it prints:
 *  - text kept: share of the page's own text lines (source Markdown, or the fixture's <main>) found in the output;
 *  - furniture kept: share of the furniture lines (outside <main>, or the site's furniture texts) found in the output;
 *  - tables rows, code blocks and details/summary questions kept as such, against the source's count;
 *  - milliseconds per page.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Readability } from '@mozilla/readability'
import { load } from 'cheerio/slim'
import { parseHTML } from 'linkedom'
import TurndownService from 'turndown'
import { htmlToMarkdown } from '../functions/src/domains/sources/html-to-markdown.ts'
import { furnitureTexts, type SiteSettings, sitePages } from './generation-site-pages.ts'

interface Case {
  name: string
  html: string
  /** Lines of the page's own text. */
  content: string[]
  /** Lines of text the site prints around it. */
  furniture: string[]
  tableRows: number
  codeBlocks: number
  details: string[]
  /** Text lines of callouts (Note, Warning, Tip boxes written as `<div class="callout …">`). */
  admonitions: string[]
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** Text lines of block elements, the unit both figures count. */
function blockLines(html: string, scope: string, exclude = ''): string[] {
  const $ = load(html)
  if (exclude) $(exclude).remove()
  return $(scope)
    .find('p, li, td, th, dd, dt, h1, h2, h3, h4, pre, summary')
    .map((_, element) => normalize($(element).clone().children('ul, ol, p, pre').remove().end().text()))
    .get()
    .filter((line: string) => line.split(' ').length >= 2)
}

function counts(html: string, scope: string) {
  const $ = load(html)
  return {
    tableRows: $(scope).find('tr').length,
    codeBlocks: $(scope).find('pre').length,
    details: $(scope)
      .find('details > summary')
      .map((_, element) => normalize($(element).text()))
      .get(),
  }
}

function fixtureCases(): Case[] {
  const folder = 'tests/fixtures/documentation-site'
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  return files.map((file) => {
    const html = readFileSync(join(folder, file), 'utf8')
    const content = blockLines(html, 'main', 'nav')
    const inside = new Set(content)
    const furniture = blockLines(html, 'body', 'main').filter((line) => !inside.has(line))
    return { name: `fixture ${file}`, html, content, furniture, ...counts(html, 'main'), admonitions: [] }
  })
}

function siteCases(folder: string): Case[] {
  const settings = JSON.parse(readFileSync(join(folder, 'site.json'), 'utf8')) as SiteSettings
  const furniture = furnitureTexts(settings).map(normalize)
  return sitePages(folder, settings).map((page) => {
    return {
      name: `${settings.name} ${page.path}`,
      html: page.html,
      content: markdownLines(page.markdown),
      furniture,
      ...markdownCounts(page.markdown),
      admonitions: [...page.markdown.matchAll(/<div class="callout[^"]*">([\s\S]*?)<\/div>/g)].flatMap((match) =>
        markdownLines(match[1] ?? ''),
      ),
    }
  })
}

/** The page's own text lines, from its Markdown source (not from the served page, so the layout cannot bias it). */
function markdownLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) =>
      normalize(
        line
          .replace(/^\s*(#{1,6}|[-*+]|\d+\.|>)\s+/, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/<[^>]+>/g, ' ')
          .replace(/&(\w+|#\d+);/g, (entity) => load(entity).text()),
      ),
    )
    .filter((line) => line.split(' ').length >= 2 && !/^[-| ]+$/.test(line))
}

function markdownCounts(markdown: string) {
  const fences = markdown.match(/^\s*```/gm)?.length ?? 0
  const tableRows = markdown.split('\n').filter((line) => /^\s*\|.*\|\s*$/.test(line) && !/^[\s|:-]+$/.test(line))
  const details = [...markdown.matchAll(/<summary>([\s\S]*?)<\/summary>/g)].map((match) =>
    normalize(load(match[1] ?? '').text()),
  )
  return { tableRows: tableRows.length, codeBlocks: Math.floor(fences / 2), details }
}

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' })

function readabilityTurndown(html: string): string {
  const { document } = parseHTML(html)
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0]).parse()
  // Readability lifts the page's heading into `title` and out of `content`; it goes back as the first heading.
  return article?.content ? `# ${article.title ?? ''}\n\n${turndown.turndown(article.content)}` : ''
}

const extractors: Record<string, (html: string) => string> = {
  ours: (html) => htmlToMarkdown(html).markdown,
  'readability+turndown': readabilityTurndown,
}

interface Tally {
  content: number
  contentKept: number
  furniture: number
  furnitureKept: number
  tableRows: number
  tableRowsKept: number
  codeBlocks: number
  codeBlocksKept: number
  details: number
  detailsKept: number
  admonitions: number
  admonitionsKept: number
  milliseconds: number
  pages: number
  empty: number
}

const cases = [
  ...fixtureCases(),
  ...siteCases('bench/generation-sites/jsonwebtoken'),
  ...siteCases('bench/generation-sites/bitwarden-help'),
]
const groups = (name: string) => (name.startsWith('fixture') ? 'crawl fixtures' : (name.split(' /')[0] ?? name))
const results = new Map<string, Tally>()
const losses: string[] = []

for (const [extractorName, extract] of Object.entries(extractors)) {
  for (const page of cases) {
    const started = performance.now()
    const markdown = extract(page.html)
    const milliseconds = performance.now() - started
    // Link targets are not text: `[labels](/labels.html)` counts as "labels", as ours writes it.
    const output = ` ${normalize(markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'))} `
    const has = (line: string) => output.includes(` ${line} `)
    const key = `${groups(page.name)}|${extractorName}`
    const tally = results.get(key) ?? {
      content: 0,
      contentKept: 0,
      furniture: 0,
      furnitureKept: 0,
      tableRows: 0,
      tableRowsKept: 0,
      codeBlocks: 0,
      codeBlocksKept: 0,
      details: 0,
      detailsKept: 0,
      admonitions: 0,
      admonitionsKept: 0,
      milliseconds: 0,
      pages: 0,
      empty: 0,
    }
    const missing = page.content.filter((line) => !has(line))
    tally.content += page.content.length
    tally.contentKept += page.content.length - missing.length
    tally.furniture += page.furniture.length
    tally.furnitureKept += page.furniture.filter(has).length
    tally.tableRows += page.tableRows
    tally.tableRowsKept += Math.min(
      page.tableRows,
      markdown.split('\n').filter((line) => /^\s*\|.*\|\s*$/.test(line) && !/^[\s|:-]+$/.test(line)).length,
    )
    tally.codeBlocks += page.codeBlocks
    tally.codeBlocksKept += Math.min(page.codeBlocks, Math.floor((markdown.match(/^\s*```/gm)?.length ?? 0) / 2))
    tally.details += page.details.length
    tally.detailsKept += page.details.filter(has).length
    tally.admonitions += page.admonitions.length
    tally.admonitionsKept += page.admonitions.filter(has).length
    tally.milliseconds += milliseconds
    tally.pages += 1
    if (markdown.trim() === '') tally.empty += 1
    results.set(key, tally)
    for (const line of missing.slice(0, 2)) losses.push(`${extractorName} | ${page.name} | ${line.slice(0, 90)}`)
  }
}

const share = (kept: number, total: number) =>
  total === 0 ? 'n/a' : `${kept}/${total} (${Math.round((100 * kept) / total)}%)`
console.log(
  '| pages | extractor | text kept | furniture kept | table rows | code blocks | details questions | admonition lines | empty | ms/page |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|')
for (const [key, tally] of results) {
  const [group, extractorName] = key.split('|')
  console.log(
    `| ${group} (${tally.pages}) | ${extractorName} | ${share(tally.contentKept, tally.content)} | ${share(tally.furnitureKept, tally.furniture)} | ${share(tally.tableRowsKept, tally.tableRows)} | ${share(tally.codeBlocksKept, tally.codeBlocks)} | ${share(tally.detailsKept, tally.details)} | ${share(tally.admonitionsKept, tally.admonitions)} | ${tally.empty} | ${(tally.milliseconds / tally.pages).toFixed(2)} |`,
  )
}
console.log(`\nText lines lost (first two per page):\n${losses.join('\n')}`)
