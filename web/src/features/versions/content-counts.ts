/** Module names of the content registry, in the console's words (`agentFunctions` → "agent functions"). */
const moduleLabels: Record<string, string> = {
  pages: 'pages',
  actions: 'actions',
  workflows: 'workflows',
  faqs: 'FAQs',
  agentFunctions: 'agent functions',
  systemPrompts: 'system prompts',
  knowledge: 'knowledge pairs',
  urls: 'links',
  files: 'files',
}

/** The total number of items a copy or import moved. */
export function countItems(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0)
}

/**
 * "3 pages, 12 knowledge pairs": what a copy or import moved, leaving out empty modules; "no content" when
 * nothing moved.
 *
 * @example
 * describeCounts({ pages: 3, faqs: 0, knowledge: 12 }) // '3 pages, 12 knowledge pairs'
 */
export function describeCounts(counts: Readonly<Record<string, number>>): string {
  const parts = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([module, count]) => `${count} ${moduleLabels[module] ?? module}`)
  return parts.length > 0 ? parts.join(', ') : 'no content'
}
