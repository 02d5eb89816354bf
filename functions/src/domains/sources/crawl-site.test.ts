import { readFileSync } from 'node:fs'
import robotsParser from 'robots-parser'
import { describe, expect, it } from 'vitest'
import { crawlSite, readPageLinks } from './crawl-site.ts'
import { fitResult } from './discover-nested-urls.ts'
import { DocumentError } from './document-error.ts'
import type { FetchedDocument } from './fetch-web-document.ts'
import type { RobotsRules } from './robots-rules.ts'

const site = new URL('../../../../tests/fixtures/documentation-site/', import.meta.url)
const origin = 'https://docs.shipkite.example'

/** Serves the fixture site from disk, as a crawler would see it over HTTP. */
function fixtureFetcher(requested: string[]) {
  return async (url: string): Promise<FetchedDocument> => {
    const path = new URL(url).pathname
    requested.push(path)
    try {
      const bytes = new Uint8Array(readFileSync(new URL(`.${path}`, site)))
      return { url, contentType: path.endsWith('.html') ? 'text/html' : 'application/octet-stream', bytes }
    } catch {
      throw new DocumentError('The site answered 404 Not Found.')
    }
  }
}

function fixtureRobots(): RobotsRules {
  const robots = robotsParser(`${origin}/robots.txt`, readFileSync(new URL('robots.txt', site), 'utf8'))
  return { isAllowed: (url) => robots.isAllowed(url, 'AssistantPlatformBot') !== false, crawlDelaySeconds: 0 }
}

describe('crawlSite', () => {
  it('finds same-site pages and documents breadth first, within the depth limit, skipping what robots.txt forbids', async () => {
    const requested: string[] = []
    const progress: number[] = []
    const result = await crawlSite(`${origin}/index.html#top`, {
      fetchPage: fixtureFetcher(requested),
      robots: fixtureRobots(),
      onProgress: async ({ crawled }) => {
        progress.push(crawled)
      },
    })
    expect(result.urls.map((url) => `${url.depth} ${url.kind} ${url.url.replace(origin, '')}`)).toEqual([
      '0 page /index.html',
      '1 document /downloads/customs-guide.pdf',
      '1 document /downloads/packaging-guide.docx',
      '1 page /faq.html',
      '1 page /getting-started.html',
      '1 page /glossary.html',
      '1 page /guides/tracking.html',
      '1 page /legal/terms.html',
      '1 page /returns.html',
      '1 page /shipping-labels.html',
      '2 page /guides/advanced/webhooks.html',
      '3 page /guides/advanced/deep/limits.html',
    ])
    expect(result).toMatchObject({ found: 12, crawled: 10, failed: 1, disallowedByRobots: 1, stoppedReason: null })
    // The footer's broken link is listed as failed, with the site's answer; fetched pages are reachable.
    expect(result.urls.find((url) => url.url.endsWith('/legal/terms.html'))).toMatchObject({
      linkStatus: 'failed',
      problem: 'The site answered 404 Not Found.',
    })
    expect(result.urls.find((url) => url.url.endsWith('/faq.html'))?.linkStatus).toBe('reachable')
    expect(result.urls.find((url) => url.url.endsWith('.pdf'))?.linkStatus).toBe('unchecked')
    expect(requested).not.toContain('/private/internal-notes.html')
    expect(requested).not.toContain('/downloads/customs-guide.pdf')
    expect(requested).toContain('/legal/terms.html')
    expect(progress).toHaveLength(10)
    expect(result.urls.find((url) => url.url.endsWith('/faq.html'))?.title).toBe('FAQ')
  })

  it('stops at the page limit and lists what it found; a 150-page site takes well under a second', async () => {
    // A chain of pages, each linking to the next three: more pages than one search may fetch.
    const fetchPage = async (url: string): Promise<FetchedDocument> => {
      const number = Number(/page-(\d+)/.exec(url)?.[1] ?? 0)
      const links = [1, 2, 3].map((step) => `<a href="/page-${number * 3 + step}">Page ${number * 3 + step}</a>`)
      const html = `<title>Page ${number}</title><main>${number < 150 ? links.join(' ') : ''}</main>`
      return { url, contentType: 'text/html; charset=utf-8', bytes: new TextEncoder().encode(html) }
    }
    const started = performance.now()
    const result = await crawlSite(`${origin}/page-0`, {
      fetchPage,
      robots: { isAllowed: () => true, crawlDelaySeconds: 0 },
      limits: { maximumDepth: 10 },
    })
    expect(performance.now() - started).toBeLessThan(2000)
    expect(result.crawled).toBe(100)
    expect(result.stoppedReason).toBe('Stopped after 100 pages (the limit of one search).')
    expect(result.found).toBeGreaterThan(100)
    expect(result.found).toBeLessThanOrEqual(500)
  })

  it('stops when the search is deleted, and when robots.txt cannot be read', async () => {
    let asked = 0
    const deleted = await crawlSite(`${origin}/index.html`, {
      fetchPage: fixtureFetcher([]),
      robots: fixtureRobots(),
      limits: { concurrency: 1 },
      shouldStop: async () => {
        asked += 1
        return asked === 2
      },
    })
    expect(deleted).toMatchObject({ crawled: 2, stoppedReason: 'The search was deleted.' })

    const unavailable = await crawlSite(`${origin}/index.html`, {
      fetchPage: fixtureFetcher([]),
      robots: { isAllowed: () => false, crawlDelaySeconds: 0, unavailableReason: 'robots.txt could not be read.' },
    })
    expect(unavailable).toMatchObject({ found: 0, crawled: 0, stoppedReason: 'robots.txt could not be read.' })
  })
})

describe('readPageLinks', () => {
  it('resolves links against <base>, and skips mailto, javascript and nofollow links', () => {
    const html = `<title>Docs | Site</title><base href="https://x.example/docs/">
      <a href="guide.html">Guide</a><a href="/about">About</a><a href="mailto:a@b.c">Mail</a>
      <a href="javascript:void(0)">Menu</a><a rel="nofollow" href="/login">Login</a><a href="http://[bad">Bad</a>`
    expect(readPageLinks(html, 'https://x.example/other/page')).toEqual({
      title: 'Docs',
      links: ['https://x.example/docs/guide.html', 'https://x.example/about'],
    })
  })
})

describe('fitResult', () => {
  it('keeps a search result small enough for its job record', () => {
    const urls = Array.from({ length: 500 }, (_unused, index) => ({
      url: `${origin}/${'long-path-segment/'.repeat(60)}${index}`,
      title: null,
      kind: 'page' as const,
      depth: 1,
      linkStatus: 'reachable' as const,
      problem: null,
    }))
    const fitted = fitResult({ urls, found: 500, crawled: 100, disallowedByRobots: 0, failed: 0, stoppedReason: null })
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(300_000)
    expect(fitted.found).toBe(fitted.urls.length)
    expect(fitted.urls.length).toBeLessThan(500)
    expect(fitted.stoppedReason).toMatch(/^Only the first \d+ links are listed/)
    const small = { ...fitted, urls: urls.slice(0, 3), found: 3, stoppedReason: null }
    expect(fitResult(small)).toBe(small)
  })
})
