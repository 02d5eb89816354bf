import type { FoundUrl } from '@platform/shared/contracts/sources'
import { load } from 'cheerio/slim'
import { isDocumentError } from './document-error.ts'
import type { FetchedDocument } from './fetch-web-document.ts'
import { normalizeUrl } from './normalize-url.ts'
import type { RobotsRules } from './robots-rules.ts'

/**
 * Limits of one nested-URL search. Depth 3 reaches the pages a documentation home links to, the pages those link
 * to and one level more, which covers typical docs sites; 100 pages fetched and 500 links found keep a search
 * within a minute or two and its result small enough for the job record; 10 minutes stays inside the consumer's
 * 15-minute timeout.
 */
export const crawlLimits = {
  maximumDepth: 3,
  maximumPages: 100,
  maximumFound: 500,
  concurrency: 4,
  timeBudgetMs: 10 * 60 * 1000,
}
export type CrawlLimits = typeof crawlLimits

export interface CrawlProgress {
  found: number
  crawled: number
}

export interface CrawlResult extends CrawlProgress {
  urls: FoundUrl[]
  disallowedByRobots: number
  /** Pages that answered with an error or could not be reached (listed as failed, with the reason). */
  failed: number
  stoppedReason: string | null
}

export interface CrawlOptions {
  fetchPage(url: string): Promise<FetchedDocument>
  robots: RobotsRules
  limits?: Partial<CrawlLimits>
  onProgress?(progress: CrawlProgress): Promise<void>
  /** Asked after every page; true stops the search (it was deleted). */
  shouldStop?(): Promise<boolean>
  now?(): number
}

/** Links to these are documents the platform can read; they are listed but not fetched while crawling. */
const documentExtensions = new Set(['pdf', 'docx', 'txt', 'md', 'markdown', 'csv'])
/** Links without an extension or with one of these are pages. Anything else (images, archives, feeds) is skipped. */
const pageExtensions = new Set(['html', 'htm', 'xhtml', 'php', 'asp', 'aspx', 'jsp', 'shtml'])

function linkKind(url: URL): FoundUrl['kind'] | undefined {
  const last = url.pathname.split('/').at(-1) ?? ''
  if (!last.includes('.')) return 'page'
  const extension = last.split('.').at(-1)?.toLowerCase() ?? ''
  if (documentExtensions.has(extension)) return 'document'
  if (pageExtensions.has(extension)) return 'page'
  return undefined
}

function isHtml(contentType: string): boolean {
  return /^(text\/html|application\/xhtml\+xml)/i.test(contentType.trim())
}

/** The page's title and its links, resolved against the page's address (or its `<base href>`). */
export function readPageLinks(html: string, pageUrl: string): { title: string | null; links: string[] } {
  const $ = load(html)
  const base = $('base[href]').attr('href')
  const baseUrl = base ? new URL(base, pageUrl).toString() : pageUrl
  const links: string[] = []
  $('a[href]').each((_index, element) => {
    const href = $(element).attr('href')?.trim()
    if (!href || /^(mailto|tel|javascript|data):/i.test(href)) return
    const rel = ($(element).attr('rel') ?? '').toLowerCase()
    if (rel.split(/\s+/).includes('nofollow')) return
    try {
      links.push(new URL(href, baseUrl).toString())
    } catch {
      // An href that is not a URL is not a link to follow.
    }
  })
  const title =
    (
      $('title')
        .first()
        .text()
        .split(/\s+[|·–—-]\s+/)[0] ?? ''
    ).trim() || $('h1').first().text().trim()
  return { title: title || null, links }
}

/**
 * Finds the pages and documents of a site from a start URL, breadth first: same origin only, robots.txt
 * respected, within the depth, page, link-count and time limits. Pages are fetched to read their links (and
 * marked reachable, or failed with the reason); document links (PDF, Word, text) are listed unchecked.
 *
 * @example const result = await crawlSite('https://docs.example.com/', { fetchPage: fetchWebDocument, robots })
 */
export async function crawlSite(startUrl: string, options: CrawlOptions): Promise<CrawlResult> {
  const limits = { ...crawlLimits, ...options.limits }
  const now = options.now ?? Date.now
  const startedAt = now()
  const start = new URL(normalizeUrl(startUrl))
  const found = new Map<string, FoundUrl>()
  const seen = new Set<string>([start.toString()])
  const disallowed = new Set<string>()
  const queue: FoundUrl[] = []
  let crawled = 0
  let failed = 0
  let stoppedReason: string | null = options.robots.unavailableReason ?? null

  if (options.robots.isAllowed(start.toString())) {
    const entry: FoundUrl = {
      url: start.toString(),
      title: null,
      kind: linkKind(start) ?? 'page',
      depth: 0,
      linkStatus: 'unchecked',
      problem: null,
    }
    found.set(entry.url, entry)
    if (entry.kind === 'page') queue.push(entry)
  } else if (!stoppedReason) {
    stoppedReason = 'robots.txt does not allow crawling this address.'
    disallowed.add(start.toString())
  }

  const consider = (link: string, depth: number) => {
    let url: URL
    try {
      url = new URL(normalizeUrl(link))
    } catch {
      return
    }
    if (url.origin !== start.origin) return
    const address = url.toString()
    if (seen.has(address)) return
    seen.add(address)
    const kind = linkKind(url)
    if (!kind) return
    if (!options.robots.isAllowed(address)) {
      disallowed.add(address)
      return
    }
    if (found.size >= limits.maximumFound) {
      stoppedReason ??= `Stopped at ${limits.maximumFound} links (the limit of one search).`
      return
    }
    const entry: FoundUrl = { url: address, title: null, kind, depth, linkStatus: 'unchecked', problem: null }
    found.set(address, entry)
    if (kind === 'page') queue.push(entry)
  }

  const delayMs = options.robots.crawlDelaySeconds * 1000
  let stop = false
  const crawlOne = async (entry: FoundUrl) => {
    crawled += 1
    try {
      const page = await options.fetchPage(entry.url)
      entry.linkStatus = 'reachable'
      if (!isHtml(page.contentType)) {
        // A link without an extension that serves a PDF or text is a document.
        if (/^(application\/pdf|text\/plain|text\/markdown|text\/csv)/i.test(page.contentType)) entry.kind = 'document'
        else {
          found.delete(entry.url)
          failed += 1
        }
        return
      }
      const { title, links } = readPageLinks(new TextDecoder().decode(page.bytes), page.url)
      entry.title = title
      if (entry.depth < limits.maximumDepth) for (const link of links) consider(link, entry.depth + 1)
    } catch (error) {
      if (!isDocumentError(error)) throw error
      // Listed with its reason rather than dropped: the search's chooser shows it failed and offers a retry.
      entry.linkStatus = 'failed'
      entry.problem = error.message
      failed += 1
    }
  }

  const worker = async () => {
    while (!stop) {
      const entry = queue.shift()
      if (!entry) return
      if (crawled >= limits.maximumPages) {
        stoppedReason ??= `Stopped after ${limits.maximumPages} pages (the limit of one search).`
        // Pages found but not fetched stay listed: they are same-site links robots.txt allows.
        stop = true
        return
      }
      if (now() - startedAt > limits.timeBudgetMs) {
        stoppedReason ??= `Stopped after ${Math.round(limits.timeBudgetMs / 60000)} minutes (the time limit of one search).`
        stop = true
        return
      }
      await crawlOne(entry)
      await options.onProgress?.({ found: found.size, crawled })
      if (await options.shouldStop?.()) {
        stop = true
        stoppedReason = 'The search was deleted.'
        return
      }
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }

  // Workers share one queue; a worker that finds it empty waits while others may still add links.
  const concurrency = delayMs > 0 ? 1 : limits.concurrency
  const running = new Set<Promise<void>>()
  while (!stop) {
    while (running.size < concurrency && queue.length > 0) {
      const task: Promise<void> = worker().finally(() => running.delete(task))
      running.add(task)
    }
    if (running.size === 0) break
    await Promise.race(running)
  }
  await Promise.all(running)

  // Pages finish in any order; sorting makes the result the same on every run.
  const urls = [...found.values()].sort(
    (first, second) => first.depth - second.depth || first.url.localeCompare(second.url),
  )
  return { urls, found: urls.length, crawled, disallowedByRobots: disallowed.size, failed, stoppedReason }
}
