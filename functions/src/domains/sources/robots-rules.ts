import robotsParser from 'robots-parser'
import { isDocumentError } from './document-error.ts'
import { crawlerProductToken, fetchWebDocument } from './fetch-web-document.ts'

export interface RobotsRules {
  isAllowed(url: string): boolean
  /** Seconds the site asks crawlers to wait between requests (capped at 5), or 0. */
  crawlDelaySeconds: number
  /** Why everything is disallowed, when robots.txt could not be read because the server failed. */
  unavailableReason?: string
}

/**
 * The robots.txt rules of a site, read the way RFC 9309 says: a missing file (4xx) allows everything; a server
 * error or an unreachable host disallows everything, since the site may not want crawling while it is down.
 *
 * @example const rules = await loadRobotsRules('https://docs.example.com'); rules.isAllowed(url)
 */
export async function loadRobotsRules(origin: string): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin).toString()
  try {
    const { bytes } = await fetchWebDocument(robotsUrl, {
      timeoutMs: 10_000,
      maximumBytes: 500 * 1024,
      accept: 'text/plain',
    })
    const robots = robotsParser(robotsUrl, new TextDecoder().decode(bytes))
    return {
      isAllowed: (url) => robots.isAllowed(url, crawlerProductToken) !== false,
      crawlDelaySeconds: Math.min(robots.getCrawlDelay(crawlerProductToken) ?? 0, 5),
    }
  } catch (error) {
    if (isDocumentError(error) && /answered 4\d\d/.test(error.message))
      return { isAllowed: () => true, crawlDelaySeconds: 0 }
    const reason = isDocumentError(error) ? error.message : 'robots.txt could not be read.'
    return {
      isAllowed: () => false,
      crawlDelaySeconds: 0,
      unavailableReason: `robots.txt could not be read (${reason.replace(/\.$/, '')}), so the site was not crawled.`,
    }
  }
}
