import { describe, expect, it } from 'vitest'
import { pagesOf } from './route-catalogue.ts'
import { prerenderedFileOf, prerenderedPaths } from './site-paths.ts'

describe('pre-rendered site paths', () => {
  it('are public or docs screens of the catalogue', () => {
    const catalogued = new Set([...pagesOf('public'), ...pagesOf('docs')].map((page) => page.path))
    for (const path of prerenderedPaths) expect(catalogued.has(path), path).toBe(true)
  })

  it('cover every docs screen', () => {
    for (const page of pagesOf('docs')) expect(prerenderedPaths, page.path).toContain(page.path)
  })

  it('map addresses with or without the trailing slash to their file', () => {
    expect(prerenderedFileOf('/')).toBe('index.html')
    expect(prerenderedFileOf('/pricing')).toBe('pricing/index.html')
    expect(prerenderedFileOf('/docs/introduction/')).toBe('docs/introduction/index.html')
    expect(prerenderedFileOf('/login/')).toBeNull()
  })
})
