import { readFileSync } from 'node:fs'
import { versionFreezingRule } from '@platform/shared/contracts/projects'
import { describe, expect, it } from 'vitest'
import guideKnowledge from './guide-knowledge.json' with { type: 'json' }

/*
 * Issue 43 item 3: the docs and the site guide said "Training freezes the version" while creating an API key froze
 * it. One rule now (`versionFreezingRule`), said in the same words by the docs, the guide's knowledge and the
 * console's versions table.
 */
const docsSource = readFileSync(new URL('./docs-pages.tsx', import.meta.url), 'utf8')
const versionsTableSource = readFileSync(
  new URL('../../src/features/versions/components/versions-table.tsx', import.meta.url),
  'utf8',
)

describe('the freezing rule', () => {
  it('is the guide’s answer about versions and freezing, word for word', () => {
    const answers = guideKnowledge.map((pair) => pair.completion)
    expect(answers.filter((answer) => answer.includes(versionFreezingRule)).length).toBeGreaterThanOrEqual(2)
    expect(answers.join('\n')).not.toMatch(/training freezes/i)
  })

  it('is what the docs and the versions table show', () => {
    expect(docsSource).toContain('{versionFreezingRule}')
    expect(versionsTableSource).toContain('versionFreezingRule}')
    expect(docsSource).not.toMatch(/training freezes/i)
  })
})
