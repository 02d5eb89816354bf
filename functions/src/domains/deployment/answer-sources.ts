import type { RagPassage } from '@platform/shared/contracts/models'

/** Enough to check an answer without burying it. */
const maximumSources = 3

/**
 * The pages an answer was read from, for the widget to link under it: passages from links the version learned,
 * each page once, best first. Knowledge pairs, files and the rest have no page a visitor could open; a declined
 * answer used none of what it was handed.
 *
 * @example answerSources([{ source: 'url', sourceKey: 'https://docs.example.com/a', title: 'Setup', … }], true)
 * // [{ title: 'Setup', url: 'https://docs.example.com/a' }]
 */
export function answerSources(
  passages: readonly Pick<RagPassage, 'source' | 'sourceKey' | 'title'>[],
  answered: boolean,
): Array<{ title: string; url: string }> {
  if (!answered) return []
  const sources = new Map<string, string>()
  for (const passage of passages) {
    if (passage.source !== 'url' || sources.size >= maximumSources) continue
    let url: URL
    try {
      url = new URL(passage.sourceKey)
    } catch {
      continue
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue
    if (!sources.has(url.href)) sources.set(url.href, passage.title?.trim() || url.href)
  }
  return [...sources].map(([url, title]) => ({ title, url }))
}
