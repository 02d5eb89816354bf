/** "pages: 3, faqs: 2" from counts by module; modules with nothing to report are left out. */
export function describeContentCounts(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${name}: ${count}`)
  return parts.length > 0 ? parts.join(', ') : 'no content'
}
