import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readBackend } from './backend-rules.ts'
import { documentedDomainMap, renderDomainMap } from './domain-map.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

describe('the domain map of ARCHITECTURE.md', () => {
  it('lists every domain in pipeline order with the entities it owns, its index.ts and its jobs', () => {
    const document = fs.readFileSync(`${root}ARCHITECTURE.md`, 'utf8')
    // On a difference, paste the expected table between the markers.
    expect(documentedDomainMap(document)).toBe(renderDomainMap(readBackend(root)))
  })
})
