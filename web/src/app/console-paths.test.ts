import { describe, expect, it } from 'vitest'
import { isConsolePath } from './console-paths.ts'
import { routeCatalogue } from './route-catalogue.ts'

describe('isConsolePath', () => {
  it('accepts every catalogued page, with or without its trailing slash', () => {
    for (const page of routeCatalogue) {
      expect(isConsolePath(page.path), page.path).toBe(true)
      expect(isConsolePath(page.path.replace(/\/$/, '') || '/'), page.path).toBe(true)
    }
    expect(isConsolePath('/projects/deployment/')).toBe(true)
    expect(isConsolePath('/widget/builder/')).toBe(true)
  })

  it('refuses addresses the console has no page for', () => {
    expect(isConsolePath('/no-such-page/')).toBe(false)
    expect(isConsolePath('/projects/unknown/')).toBe(false)
    expect(isConsolePath('/projects/training/extra')).toBe(false)
  })
})
