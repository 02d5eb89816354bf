import type { FoundUrl } from '@platform/shared/contracts/sources'
import { isDocumentError } from './document-error.ts'
import { fetchWebDocument } from './fetch-web-document.ts'

/** Links checked at once: quick for a search's few hundred links, gentle on the site being checked. */
export const linkCheckConcurrency = 4
const checkTimeoutMs = 10_000

export type LinkCheck = Pick<FoundUrl, 'linkStatus' | 'problem'>

/**
 * Whether a link answers, without reading it: a HEAD request (redirects followed, private hosts refused as for
 * any source). Sites that do not allow HEAD (405, 501) are asked with GET.
 *
 * @example await checkLink('https://docs.example.com/missing.md') // { linkStatus: 'failed', problem: 'The site answered 404 Not Found.' }
 */
export async function checkLink(url: string): Promise<LinkCheck> {
  try {
    await fetchWebDocument(url, { method: 'HEAD', timeoutMs: checkTimeoutMs })
    return { linkStatus: 'reachable', problem: null }
  } catch (error) {
    if (!isDocumentError(error)) throw error
    if (!/answered (405|501)\b/.test(error.message)) return { linkStatus: 'failed', problem: error.message }
  }
  try {
    await fetchWebDocument(url, { timeoutMs: checkTimeoutMs })
    return { linkStatus: 'reachable', problem: null }
  } catch (error) {
    if (!isDocumentError(error)) throw error
    return { linkStatus: 'failed', problem: error.message }
  }
}

/**
 * Checks the given links, at most `concurrency` at a time, and answers them in the same order with their new
 * status. Links not in `which` pass through unchanged.
 *
 * @example await checkLinks(search.urls, (link) => link.linkStatus === 'unchecked')
 */
export async function checkLinks(
  links: readonly FoundUrl[],
  which: (link: FoundUrl) => boolean,
  options: { check?: (url: string) => Promise<LinkCheck>; concurrency?: number } = {},
): Promise<FoundUrl[]> {
  const check = options.check ?? checkLink
  const checked = [...links]
  const queue = links.flatMap((link, position) => (which(link) ? [position] : []))
  const worker = async () => {
    for (let position = queue.shift(); position !== undefined; position = queue.shift()) {
      const link = checked[position] as FoundUrl
      checked[position] = { ...link, ...(await check(link.url)) }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? linkCheckConcurrency }, worker))
  return checked
}
