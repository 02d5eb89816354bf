import type { VersionKey } from '../../data/version-scope.ts'
import { changeFoundLinks } from './found-links-of-search.ts'

/** Drops found links from a finished search ("Remove failed links"), so the chooser no longer offers them. */
export function removeFoundLinks(key: VersionKey, jobId: string, urls: string[]) {
  const dropped = new Set(urls)
  return changeFoundLinks(key, jobId, async (result) => {
    const kept = result.urls.filter((link) => !dropped.has(link.url))
    return { ...result, urls: kept, found: kept.length }
  })
}
