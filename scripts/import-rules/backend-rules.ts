import fs from 'node:fs'
import path from 'node:path'
import { findCycles, type ImportEdge, listSourceFiles, readSourceFile, type SourceFileFacts } from './import-graph.ts'

/**
 * The pipeline, first to last: a domain may import only domains before it. `system` (health) needs nothing;
 * `content` (pages, actions, workflows, FAQs, agent functions, system prompts) is edited per version before
 * training reads it; `playground` talks to trained models. Domains not built yet keep their place.
 */
export const pipeline = [
  'system',
  'identity',
  'organizations',
  'projects',
  'content',
  'sources',
  'knowledge',
  'training',
  'playground',
  'evaluation',
  'deployment',
  'improvement',
  'billing',
] as const

/** Folders of `functions/src` below every domain, lowest first; folders of equal rank may import each other. */
const lowerLayers: Record<string, number> = { platform: 0, data: 0, workflows: 0, retrieval: 1, models: 2 }
/** Entry points: the route handlers, and the wiring that joins every domain to the job machinery. */
const upperLayers: Record<string, number> = { wiring: 1000, handlers: 1001 }

/**
 * The one owner of every entity of the table (`functions/src/data/database.ts`). Only the owner's files use
 * `db().entities.<entity>` or name the entity in a transaction; others call the owner's operations.
 */
export const entityOwners: Record<string, string> = {
  user: 'identity',
  session: 'identity',
  oneTimeCode: 'identity',
  rateCounter: 'identity',
  emailSubscription: 'identity',
  organization: 'organizations',
  membership: 'organizations',
  invitation: 'organizations',
  usageCounter: 'organizations',
  project: 'projects',
  version: 'projects',
  projectAccessGrant: 'projects',
  appInfo: 'projects',
  timelineEvent: 'projects',
  versionContentItem: 'content',
  urlSource: 'sources',
  fileSource: 'sources',
  sourceResync: 'sources',
  knowledge: 'knowledge',
  knowledgeCounter: 'knowledge',
  training: 'training',
  trainedModel: 'training',
  ragSetting: 'training',
  creditBalance: 'organizations',
  creditEntry: 'organizations',
  dailyUsage: 'organizations',
  monthlyUsage: 'organizations',
  playgroundAnswer: 'playground',
  testCase: 'evaluation',
  testRun: 'evaluation',
  testRunCase: 'evaluation',
  evaluationSetting: 'evaluation',
  apiKey: 'deployment',
  chatSession: 'deployment',
  chatMessage: 'deployment',
  deploymentLogEntry: 'deployment',
  deploymentCounter: 'deployment',
  improvementGroup: 'improvement',
  improvementQuestion: 'improvement',
  improvementTally: 'improvement',
  improvementDay: 'improvement',
  improvementWeek: 'improvement',
  billingAccount: 'billing',
  billingCycle: 'billing',
  billingOrder: 'billing',
  billingTransaction: 'billing',
  billingInformation: 'billing',
  paymentEvent: 'billing',
  job: 'platform',
  /** A name guard (`unique value`) written in the same transaction as whatever owns the name. */
  uniqueValue: '*',
}

/**
 * Reads outside the owner that stay, each for a reason a call to the owner cannot serve. Keep this list short.
 */
export const entityAccessExceptions: Array<{ file: string; entities: string[]; reason: string }> = [
  {
    file: 'functions/src/platform/access-control.ts',
    entities: ['membership', 'project', 'projectAccessGrant', 'user', 'version'],
    reason:
      'the route table access check runs in the request pipeline before any domain code (ADR 0010); it reads the ' +
      'version of a version route in the same round trip and hands it to requireVersion (ADR 0018)',
  },
  {
    file: 'functions/src/platform/session.ts',
    entities: ['session', 'user'],
    reason: 'the request pipeline reads the session cookie before any domain code runs',
  },
  {
    file: 'functions/src/domains/projects/erase-project.ts',
    entities: ['usageCounter'],
    reason: 'the plan’s project count is given back in the transaction that removes the project',
  },
  {
    file: 'functions/src/domains/organizations/accept-invitation.ts',
    entities: ['user'],
    reason: 'the invited account is created in the transaction that takes its e-mail address',
  },
]

export interface Violation {
  rule: 'cycle' | 'pipeline order' | 'domain internals' | 'entity owner' | 'placement'
  message: string
}

export interface BackendFacts {
  files: SourceFileFacts[]
  domains: string[]
}

const functionsSource = 'functions/src'

/** Reads `functions/src` of the repository at `root`. */
export function readBackend(root: string): BackendFacts {
  const aliases = { '@platform/functions/': 'functions/src/', '@platform/shared/': 'shared/src/' }
  const files = listSourceFiles(root, functionsSource).map((file) => readSourceFile(root, file, aliases))
  const domainsFolder = path.join(root, functionsSource, 'domains')
  const domains = fs
    .readdirSync(domainsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return { files, domains }
}

interface Area {
  /** `domains/<name>`, `handlers`, `wiring` or a lower layer (`platform`, `data`, …). */
  name: string
  /** The domain a file belongs to (its folder under `domains/` or `handlers/`). */
  domain?: string
  rank: number
}

function areaOf(file: string): Area | undefined {
  if (!file.startsWith(`${functionsSource}/`)) return undefined
  const [top, second] = file.slice(functionsSource.length + 1).split('/')
  if (top === undefined) return undefined
  if (top === 'domains' && second) {
    const position = pipeline.indexOf(second as (typeof pipeline)[number])
    return { name: `domains/${second}`, domain: second, rank: position === -1 ? -1 : 10 + position }
  }
  if (top === 'handlers') return { name: 'handlers', domain: second, rank: upperLayers.handlers as number }
  const base = top.replace(/\.tsx?$/, '')
  if (base in upperLayers) return { name: base, rank: upperLayers[base] as number }
  if (base in lowerLayers) return { name: base, rank: lowerLayers[base] as number }
  return { name: base, rank: -1 }
}

/** Every rule, over the facts of `readBackend`; an empty list means the tree keeps them all. */
export function checkBackend(facts: BackendFacts): Violation[] {
  const violations: Violation[] = []
  for (const domain of facts.domains) {
    if (!pipeline.includes(domain as (typeof pipeline)[number]))
      violations.push({
        rule: 'placement',
        message: `functions/src/domains/${domain}/ is not in the pipeline; give it its place in scripts/import-rules/backend-rules.ts`,
      })
    else if (!facts.files.some((file) => file.file === `${functionsSource}/domains/${domain}/index.ts`))
      violations.push({
        rule: 'placement',
        message: `functions/src/domains/${domain}/ has no index.ts (its public surface)`,
      })
  }
  const seenAreas = new Set<string>()
  for (const file of facts.files) {
    const area = areaOf(file.file)
    if (area && area.rank === -1 && !area.name.startsWith('domains/') && !seenAreas.has(area.name)) {
      seenAreas.add(area.name)
      violations.push({
        rule: 'placement',
        message: `functions/src/${area.name} has no layer; add it to scripts/import-rules/backend-rules.ts`,
      })
    }
  }
  for (const file of facts.files) violations.push(...checkImports(file), ...checkEntityAccess(file))
  violations.push(...checkCycles(facts))
  return violations
}

function checkImports(file: SourceFileFacts): Violation[] {
  const violations: Violation[] = []
  const from = areaOf(file.file)
  if (!from) return violations
  for (const edge of file.imports) {
    const to = areaOf(edge.to)
    if (!to || to.name === from.name) continue
    if (to.rank > from.rank || (to.rank === from.rank && to.domain !== undefined))
      violations.push({
        rule: 'pipeline order',
        message: `${file.file} imports ${edge.to}: ${from.name} comes before ${to.name} (${pipeline.join(' → ')}; platform and data below all, handlers and wiring above)`,
      })
    if (to.name.startsWith('domains/') && !(from.name === 'handlers' && from.domain === to.domain)) {
      const publicFile = `${functionsSource}/${to.name}/index.ts`
      if (edge.to !== publicFile)
        violations.push({
          rule: 'domain internals',
          message: `${file.file} imports ${edge.to}: outside ${to.name}/ import only its index.ts`,
        })
    }
  }
  return violations
}

/** Entities a file touches: `.entities.<name>` and the entities a transaction callback destructures. */
export function entitiesUsed(source: string): Set<string> {
  const text = withoutComments(source)
  const used = new Set<string>()
  for (const match of text.matchAll(/\.entities\s*\.\s*([A-Za-z]+)/g)) used.add(match[1] as string)
  for (const match of text.matchAll(/\.transaction\s*\.\s*(?:write|get)\(\s*\(\s*\{([^}]*)\}/g))
    for (const part of (match[1] as string).split(',')) {
      const name = part.split(':')[0]?.trim()
      if (name) used.add(name)
    }
  return used
}

/** The code of a file without its comments (an example in a doc comment is not an access). */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

function checkEntityAccess(file: SourceFileFacts): Violation[] {
  const area = areaOf(file.file)
  if (!area) return []
  const owner = area.domain && area.name.startsWith('domains/') ? area.domain : area.name
  const violations: Violation[] = []
  for (const entity of entitiesUsed(file.text)) {
    const entityOwner = entityOwners[entity]
    if (entityOwner === undefined) {
      violations.push({ rule: 'entity owner', message: `${file.file} uses entity ${entity}, which has no owner` })
      continue
    }
    if (entityOwner === '*' || entityOwner === owner) continue
    const excepted = entityAccessExceptions.some(
      (exception) => exception.file === file.file && exception.entities.includes(entity),
    )
    if (!excepted)
      violations.push({
        rule: 'entity owner',
        message: `${file.file} uses db().entities.${entity}, owned by ${entityOwner}: call ${entityOwner}'s operations instead`,
      })
  }
  return violations
}

function checkCycles(facts: BackendFacts): Violation[] {
  const runtimeEdges = new Map<string, string[]>()
  for (const file of facts.files)
    runtimeEdges.set(
      file.file,
      file.imports.filter((edge: ImportEdge) => !edge.typeOnly).map((edge) => edge.to),
    )
  return findCycles(
    facts.files.map((file) => file.file),
    (file) => runtimeEdges.get(file) ?? [],
  ).map((cycle) => ({ rule: 'cycle', message: `import cycle: ${cycle.join(' → ')}` }))
}
