import { type BackendFacts, entityOwners, pipeline, withoutComments } from './backend-rules.ts'

export const domainMapStart = '<!-- domain-map:start (kept true by scripts/import-rules/domain-map.test.ts) -->'
export const domainMapEnd = '<!-- domain-map:end -->'

/** Names a domain's index.ts exports as values (its operations and definitions; types left out). */
function publicOperations(facts: BackendFacts, domain: string): string[] {
  const index = facts.files.find((file) => file.file === `functions/src/domains/${domain}/index.ts`)
  if (!index) return []
  const names: string[] = []
  for (const match of index.text.matchAll(/export\s+\{([^}]*)\}\s+from/g))
    for (const part of (match[1] as string).split(',')) {
      const name = part.trim().split(/\s+as\s+/)
      const exported = (name[1] ?? name[0])?.trim()
      if (exported && !exported.startsWith('type ')) names.push(exported)
    }
  return names.sort()
}

/** Job kinds whose definitions (`defineJob({ kind: ... })`) live in the domain's folder. */
function jobsOf(facts: BackendFacts, domain: string): string[] {
  const kinds: string[] = []
  for (const file of facts.files) {
    const code = withoutComments(file.text)
    if (!file.file.startsWith(`functions/src/domains/${domain}/`) || !code.includes('defineJob(')) continue
    for (const match of code.matchAll(/kind:\s*'([a-z0-9-]+)'/g)) kinds.push(match[1] as string)
  }
  return [...new Set(kinds)].sort()
}

/** The domain map of ARCHITECTURE.md as it must read: one row per domain folder, in pipeline order. */
export function renderDomainMap(facts: BackendFacts): string {
  const rows = pipeline
    .filter((domain) => facts.domains.includes(domain))
    .map((domain) => {
      const entities = Object.entries(entityOwners)
        .filter(([, owner]) => owner === domain)
        .map(([entity]) => entity)
      const cell = (values: string[]) => (values.length > 0 ? values.map((value) => `\`${value}\``).join(', ') : '—')
      return `| ${domain} | ${cell(entities)} | ${cell(publicOperations(facts, domain))} | ${cell(jobsOf(facts, domain))} |`
    })
  return [
    '| Domain | Entities it owns | Public surface (`index.ts`) | Jobs |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

/** The table between the markers of a document, or undefined when the markers are missing. */
export function documentedDomainMap(document: string): string | undefined {
  const start = document.indexOf(domainMapStart)
  const end = document.indexOf(domainMapEnd)
  if (start === -1 || end === -1 || end < start) return undefined
  return document.slice(start + domainMapStart.length, end).trim()
}
