import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type KnowledgeItem, type KnowledgePage, maximumKnowledgePageSize } from '@platform/shared/contracts/knowledge'
import type { UrlSource } from '@platform/shared/contracts/sources'
import { marked } from 'marked'
import { gradedByArticles, type QualityFigures, type QualitySet } from '../tests/support/quality-set.ts'
import { sitePages, siteSettingsOf } from './generation-site-pages.ts'
import { type Client, createProject, trainAndAsk } from './quality-platform.ts'

/** What the end-to-end line measured, beside its figures. */
export interface PagesLine {
  figures: QualityFigures
  pageCount: number
  /** Pages the product could not read (a section with no text), with its reason: left out, not fatal. */
  failedPages: string[]
  generatedPairs: number
}

/** The documentation the end-to-end line serves: its HTML pages by path, and where they came from. */
export interface ServedDocumentation {
  source: string
  pages: Map<string, string>
}

/** A README as pages, one per top-level section, titled "<section> · <package>" as documentation sites do. */
export function readmeDocumentation(readmePath: string): ServedDocumentation {
  const readme = readFileSync(readmePath, 'utf8')
  const packageName = /npm install ([\w@./-]+)/.exec(readme)?.[1] ?? 'docs'
  return { source: readmePath, pages: readmePages(readme, packageName) }
}

/**
 * A folder of articles (`NN-name.md`, with an optional `site.json` as `bench:generation` reads it) as a help centre's
 * pages, furniture included: the kind of site most customers' knowledge comes from.
 */
export function siteFolderDocumentation(folder: string): ServedDocumentation {
  const settings = siteSettingsOf(folder, { name: 'Help Center', layout: 'help-centre', section: 'articles' })
  return { source: folder, pages: new Map(sitePages(folder, settings).map((page) => [page.path, page.html])) }
}

/**
 * Issue 13's end-to-end line: serves the documentation's HTML pages from a local server, adds them as links through
 * the API, waits for the knowledge the product generates from them, trains with no hand-written pairs and asks the
 * set's paraphrases and out-of-scope questions through the playground with RAG on. The platform must allow fetching
 * private hosts (`SOURCE_FETCH_ALLOW_PRIVATE_HOSTS=true` before it starts), since the pages are served on 127.0.0.1.
 */
export async function measureFromPages(
  client: Client,
  organizationId: string,
  set: QualitySet,
  documentation: ServedDocumentation,
): Promise<PagesLine> {
  const { pages } = documentation
  const site = createServer((request, response) => {
    const body = pages.get(new URL(request.url ?? '/', 'http://site').pathname)
    if (body === undefined) response.writeHead(404).end('Not found')
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
  })
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done))
  try {
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    const base = await createProject(client, organizationId, 'Documentation pages')
    for (const path of pages.keys()) {
      const added = await client.post(`${base}/urls`, { url: `${siteUrl}${path}` })
      if (added.status !== 200) throw new Error(`Adding ${path} failed: ${JSON.stringify(added.body)}`)
    }
    const deadline = Date.now() + 900_000
    let failedPages: string[] = []
    for (;;) {
      const urls = (await client.get<UrlSource[]>(`${base}/urls`)).data
      const waiting = urls.filter((url) => url.status === 'pending')
      if (urls.length === pages.size && waiting.length === 0) {
        const failed = urls.filter((url) => url.status === 'failed')
        if (failed.length === urls.length) throw new Error(`No page could be read: ${failed[0]?.failureReason}`)
        failedPages = failed.map((url) => `${new URL(url.url).pathname}: ${url.failureReason}`)
        break
      }
      if (Date.now() > deadline) throw new Error('The pages were not processed within 15 minutes.')
      await new Promise((done) => setTimeout(done, 1_000))
    }
    // The set's refusal rule ("holds none of the completions' first 40 characters") is about the completions the
    // model learned; here those are the generated ones, which never repeat the set's condensed completions, so
    // graded on the set's alone every reply would count as declined.
    const generated = await allKnowledge(client, base)
    const gradingSet: QualitySet = {
      ...gradedByArticles(set),
      knowledge: [
        ...set.knowledge,
        ...generated.map((item) => ({ id: `generated-${item.idx}`, prompt: item.prompt, completion: item.completion })),
      ],
    }
    const figures = await trainAndAsk(
      client,
      base,
      `engine: knowledge generated from ${pages.size} documentation pages`,
      gradingSet,
    )
    return { figures, pageCount: pages.size, failedPages, generatedPairs: generated.length }
  } finally {
    site.close()
  }
}

export async function allKnowledge(client: Client, base: string): Promise<KnowledgeItem[]> {
  const items: KnowledgeItem[] = []
  for (let page = 1; ; page++) {
    const read = await client.get<KnowledgePage>(`${base}/knowledge?page=${page}&limit=${maximumKnowledgePageSize}`)
    if (read.status !== 200) throw new Error(`Listing knowledge failed: ${JSON.stringify(read.body)}`)
    items.push(...read.data.items)
    if (items.length >= read.data.total || read.data.items.length === 0) return items
  }
}

export function describePagesLine(line: PagesLine, set: QualitySet, source: string): string {
  return (
    `\n## End to end from documentation pages (${source})\n` +
    `${line.pageCount} pages served as HTML and added as links` +
    (line.failedPages.length > 0 ? ` (${line.failedPages.length} not readable: ${line.failedPages.join('; ')})` : '') +
    `; ${line.generatedPairs} pairs generated from them; no ` +
    `hand-written pairs. ${set.paraphrases.length} paraphrases, ${set.outOfScope.length} out-of-scope ` +
    'questions asked through POST /models/message with RAG on. Goal: accuracy >= 0.50 at >= 0.85 declined.\n'
  )
}

/**
 * The README as pages, one per top-level (`#`) section, the text before the first as the home page. A lead with no
 * text of its own (a logo, badges) opens the first section's page instead: a page without text is refused.
 */
function readmePages(markdown: string, siteName: string): Map<string, string> {
  const result = new Map<string, string>()
  const parts = markdown.split(/^(?=# )/m)
  const lead = parts[0] ?? ''
  if (parts.length > 1 && !/\p{L}/u.test(inlineText(lead) ?? '')) {
    parts.splice(0, 2, `${lead}${parts[1] ?? ''}`)
  }
  for (const [index, part] of parts.entries()) {
    const heading = inlineText(/^# (.+)$/m.exec(part)?.[1])
    const title = heading ? `${heading} · ${siteName}` : siteName
    const path = index === 0 ? '/' : `/${(heading ?? `page-${index}`).toLowerCase().replace(/[^a-z0-9]+/g, '-')}.html`
    const body = marked.parse(part, { async: false })
    result.set(
      path,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
        `<body><nav><a href="/">${siteName}</a></nav><main>${body}</main></body></html>`,
    )
  }
  return result
}

/**
 * The text of inline Markdown: links keep their text; images, badges and tags go ("# qs <sup>[![Version
 * Badge][npm]][url]</sup>" is titled "qs"; a lead of only a logo has no text).
 */
function inlineText(markdown: string | undefined): string | undefined {
  if (markdown === undefined) return undefined
  let text = markdown.replace(/<[^>]*>/g, '')
  for (;;) {
    const plainer = text
      .replace(/!\[[^[\]]*\](\([^)]*\)|\[[^\]]*\])/g, '')
      .replace(/\[([^[\]]*)\](\([^)]*\)|\[[^\]]*\])/g, '$1')
    if (plainer === text) return text.trim() || undefined
    text = plainer
  }
}
