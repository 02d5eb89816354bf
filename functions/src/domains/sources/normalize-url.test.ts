import { describe, expect, it } from 'vitest'
import { buildZip } from '../../../../tests/fixtures/documentation-site/generate-documents.ts'
import { zipBombDocx } from '../../../../tests/support/hostile-uploads.ts'
import { normalizeUrl, urlIdOf } from './normalize-url.ts'
import { archiveLimits, assertArchiveWithinLimits, zipEntryNames } from './zip-entry-names.ts'

describe('normalizeUrl', () => {
  it('drops fragments, tracking parameters and default ports, and lower-cases scheme and host', () => {
    expect(normalizeUrl(' HTTPS://Docs.Example.com:443/Guide?utm_source=mail&page=2&fbclid=x#setup ')).toBe(
      'https://docs.example.com/Guide?page=2',
    )
    expect(normalizeUrl('http://example.com')).toBe('http://example.com/')
  })

  it('gives one id per normalized link', () => {
    expect(urlIdOf(normalizeUrl('https://a.example/x#y'))).toBe(urlIdOf('https://a.example/x'))
    expect(urlIdOf('https://a.example/x')).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('zipEntryNames', () => {
  it('lists a zip archive’s entries and refuses damaged archives', () => {
    const zip = buildZip([
      { name: 'word/document.xml', content: '<w:document/>' },
      { name: '[Content_Types].xml', content: '<Types/>' },
    ])
    expect(zipEntryNames(zip)).toEqual(['word/document.xml', '[Content_Types].xml'])
    expect(zipEntryNames(zip.subarray(0, zip.length - 10))).toBeUndefined()
    expect(zipEntryNames(new TextEncoder().encode('PK\u0003\u0004 not a zip'))).toBeUndefined()
  })
})

describe('assertArchiveWithinLimits', () => {
  it('refuses a small Word document that declares a huge document.xml, before unpacking it', () => {
    const bomb = zipBombDocx(200 * 1024 * 1024)
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(() => assertArchiveWithinLimits(bomb)).toThrow(/unpacks to more than 64 MB/)
  })

  it('refuses archives with too many entries and accepts an ordinary document', () => {
    const crowded = buildZip(
      Array.from({ length: archiveLimits.entries + 1 }, (_, index) => ({ name: `${index}`, content: 'x' })),
    )
    expect(() => assertArchiveWithinLimits(crowded)).toThrow(/at most 2000 are read/)
    const ordinary = buildZip([{ name: 'word/document.xml', content: '<w:document/>'.repeat(1000), deflate: true }])
    expect(() => assertArchiveWithinLimits(ordinary)).not.toThrow()
  })
})
