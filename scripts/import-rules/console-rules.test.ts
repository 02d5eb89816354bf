import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkConsole, readConsole } from './console-rules.ts'
import type { SourceFileFacts } from './import-graph.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

function files(imports: Record<string, string[]>): SourceFileFacts[] {
  return Object.entries(imports).map(([file, targets]) => ({
    file,
    text: '',
    imports: targets.map((to) => ({ from: file, to, typeOnly: false })),
  }))
}

describe('import rules of the console (web/src)', () => {
  it('hold for the repository', () => {
    expect(checkConsole(readConsole(root)).map((violation) => violation.message)).toEqual([])
  })

  it('let a feature use another through its index.ts, and app/ name any feature file', () => {
    const facts = files({
      'web/src/features/content/components/pages-table.tsx': ['web/src/features/projects/index.ts'],
      'web/src/app/router.tsx': ['web/src/features/projects/components/projects-page.tsx'],
    })
    expect(checkConsole(facts)).toEqual([])
  })

  it('refuse a reach into another feature, a feature import from lib/ or components/, and a cycle', () => {
    const facts = files({
      'web/src/features/content/components/pages-table.tsx': ['web/src/features/projects/api/project-query-keys.ts'],
      'web/src/lib/api.ts': ['web/src/features/session/index.ts'],
      'web/src/lib/a.ts': ['web/src/lib/b.ts'],
      'web/src/lib/b.ts': ['web/src/lib/a.ts'],
    })
    expect(checkConsole(facts).map((violation) => violation.rule)).toEqual(['feature internals', 'layer', 'cycle'])
  })
})
