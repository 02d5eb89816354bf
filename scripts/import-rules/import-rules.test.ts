import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type BackendFacts, checkBackend, entitiesUsed, readBackend } from './backend-rules.ts'
import type { SourceFileFacts } from './import-graph.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

describe('import rules of functions/src', () => {
  it('holds for the repository: no cycle, no import against the pipeline, no reach into a domain, one owner per entity', () => {
    const violations = checkBackend(readBackend(root)).map((violation) => `${violation.rule}: ${violation.message}`)
    expect(violations).toEqual([])
  })
})

/** A small tree of files for the rules: `imports` maps each file to what it imports. */
function tree(files: Record<string, { imports?: string[]; typeImports?: string[]; text?: string }>): BackendFacts {
  const facts: SourceFileFacts[] = Object.entries(files).map(
    ([file, { imports = [], typeImports = [], text = '' }]) => ({
      file,
      text,
      imports: [
        ...imports.map((to) => ({ from: file, to, typeOnly: false })),
        ...typeImports.map((to) => ({ from: file, to, typeOnly: true })),
      ],
    }),
  )
  const domains = [
    ...new Set(
      Object.keys(files)
        .map((file) => /^functions\/src\/domains\/([^/]+)\//.exec(file)?.[1])
        .filter((domain): domain is string => domain !== undefined),
    ),
  ]
  return { files: facts, domains }
}

const sourcesIndex = 'functions/src/domains/sources/index.ts'
const knowledgeIndex = 'functions/src/domains/knowledge/index.ts'
const addUrls = 'functions/src/domains/sources/add-urls.ts'
const createKnowledge = 'functions/src/domains/knowledge/create-knowledge.ts'

describe('each rule fails when broken', () => {
  it('accepts a later domain importing an earlier one through its index.ts', () => {
    const facts = tree({
      [sourcesIndex]: { imports: [addUrls] },
      [addUrls]: {},
      [knowledgeIndex]: { imports: [createKnowledge] },
      [createKnowledge]: { imports: [sourcesIndex] },
    })
    expect(checkBackend(facts)).toEqual([])
  })

  it('refuses an import against the pipeline, even of a type', () => {
    const facts = tree({
      [sourcesIndex]: { imports: [addUrls] },
      [addUrls]: { typeImports: [knowledgeIndex] },
      [knowledgeIndex]: {},
    })
    expect(checkBackend(facts).map((violation) => violation.rule)).toEqual(['pipeline order'])
  })

  it('refuses a reach into another domain past its index.ts, from a domain or another domain’s handler', () => {
    const facts = tree({
      [sourcesIndex]: {},
      [addUrls]: {},
      [knowledgeIndex]: {},
      [createKnowledge]: { imports: [addUrls] },
      'functions/src/handlers/knowledge/create-knowledge.ts': { imports: [createKnowledge, addUrls] },
    })
    expect(checkBackend(facts).map((violation) => violation.message)).toEqual([
      `${createKnowledge} imports ${addUrls}: outside domains/sources/ import only its index.ts`,
      `functions/src/handlers/knowledge/create-knowledge.ts imports ${addUrls}: outside domains/sources/ import only its index.ts`,
    ])
  })

  it('refuses platform or data importing a domain, and a domain importing an entry point', () => {
    const facts = tree({
      [sourcesIndex]: { imports: ['functions/src/wiring/job-definitions.ts'] },
      'functions/src/wiring/job-definitions.ts': {},
      'functions/src/platform/logger.ts': { imports: [sourcesIndex] },
    })
    expect(checkBackend(facts).map((violation) => violation.rule)).toEqual(['pipeline order', 'pipeline order'])
  })

  it('refuses entity access outside the owner, in queries and in transactions', () => {
    const facts = tree({
      [sourcesIndex]: {},
      [knowledgeIndex]: {},
      [createKnowledge]: {
        text: 'await db().entities.urlSource.get(key).go()\nawait db().transaction.write(({ knowledge, fileSource: files }) => [])',
      },
    })
    expect(checkBackend(facts).map((violation) => violation.message)).toEqual([
      `${createKnowledge} uses db().entities.urlSource, owned by sources: call sources's operations instead`,
      `${createKnowledge} uses db().entities.fileSource, owned by sources: call sources's operations instead`,
    ])
  })

  it('finds the entities a file uses, ignoring comments', () => {
    const used = entitiesUsed(
      '/** @example db().entities.user.get() */\nconst a = db().entities.project.get()\n.transaction.write(({ uniqueValue, version: versions }) => [])',
    )
    expect([...used]).toEqual(['project', 'uniqueValue', 'version'])
  })

  it('refuses an import cycle, a domain without a place in the pipeline and one without index.ts', () => {
    const facts = tree({
      [sourcesIndex]: { imports: [addUrls] },
      [addUrls]: { imports: ['functions/src/domains/sources/normalize-url.ts'] },
      'functions/src/domains/sources/normalize-url.ts': { imports: [addUrls] },
      'functions/src/domains/marketing/send-newsletter.ts': {},
      'functions/src/domains/evaluation/run-test-case.ts': {},
    })
    expect(checkBackend(facts).map((violation) => violation.message)).toEqual([
      'functions/src/domains/marketing/ is not in the pipeline; give it its place in scripts/import-rules/backend-rules.ts',
      'functions/src/domains/evaluation/ has no index.ts (its public surface)',
      `import cycle: functions/src/domains/sources/normalize-url.ts → ${addUrls}`,
    ])
  })
})
