import type { VersionKey } from '../../data/version-scope.ts'
import { checkLinks } from './check-links.ts'
import { changeFoundLinks } from './found-links-of-search.ts'

/**
 * Checks found links of a finished search again ("Retry" on a failed link) and records what each answered.
 * Addresses the search did not find are ignored: only its own links are fetched.
 */
export function checkFoundLinks(key: VersionKey, jobId: string, urls: string[]) {
  const asked = new Set(urls)
  return changeFoundLinks(key, jobId, async (result) => ({
    ...result,
    urls: await checkLinks(result.urls, (link) => asked.has(link.url)),
  }))
}
