import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname } from 'node:path'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'

/** The fixture documentation site's files: multi-page HTML with links, robots.txt, a PDF, a DOCX, text. */
export const documentationSiteFolder = new URL('../fixtures/documentation-site/', import.meta.url)

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** Help-centre questions per generated article. */
const entriesPerArticle = 4

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const page = (title: string, main: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Shipkite Docs</title>` +
  `</head><body><main id="content"><h1>${escapeHtml(title)}</h1>${main}</main></body></html>`

/**
 * `/articles/` lists `count` articles; each is a page of help-centre questions (h3) and answers, so a crawl has
 * many real pages to fetch and the extractor real pairs to generate, as on a larger documentation site.
 */
function generatedArticle(path: string, count: number): string | undefined {
  if (path === '/articles/' || path === '/articles/index.html') {
    const links = Array.from(
      { length: count },
      (_, index) => `<li><a href="article-${index + 1}.html">Article ${index + 1}</a></li>`,
    )
    return page('Help articles', `<ul>${links.join('')}</ul>`)
  }
  const number = Number(/^\/articles\/article-(\d+)\.html$/.exec(path)?.[1])
  if (!(number >= 1 && number <= count)) return undefined
  const sections = Array.from({ length: entriesPerArticle }, (_, offset) => {
    const entry = shipkiteHelpCenter[((number - 1) * entriesPerArticle + offset) % shipkiteHelpCenter.length]
    return entry ? `<h3>${escapeHtml(entry.prompt)}</h3><p>${escapeHtml(entry.completion)}</p>` : ''
  })
  return page(`Help article ${number}`, `${sections.join('')}<p><a href="/articles/">All articles</a></p>`)
}

/**
 * Serves the fixture site on 127.0.0.1, so links have something real to read and crawl: its files, a PNG at
 * `/logo.png` (an unsupported type) and 404 for the rest. `requests` records every path asked for. With
 * `articles`, it also serves that many generated help articles under `/articles/` (for load benchmarks).
 */
export async function startDocumentationSite(
  options: { articles?: number } = {},
): Promise<{ url: string; requests: string[]; stop(): Promise<void> }> {
  const requests: string[] = []
  const site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname
    requests.push(path)
    if (path === '/logo.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
      return
    }
    const article = options.articles ? generatedArticle(path, options.articles) : undefined
    if (article) {
      response.writeHead(200, { 'content-type': contentTypes['.html'] }).end(article)
      return
    }
    try {
      const file = readFileSync(new URL(`.${path === '/' ? '/index.html' : path}`, documentationSiteFolder))
      response.writeHead(200, { 'content-type': contentTypes[extname(path)] ?? 'text/plain; charset=utf-8' })
      response.end(file)
    } catch {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')
    }
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    requests,
    stop: () => new Promise<void>((resolve) => site.close(() => resolve())),
  }
}
