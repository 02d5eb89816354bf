import { describe, expect, it } from 'vitest'
import { chatPageHeaders, consoleContentSecurityPolicy, frameAncestorsOf } from './security-headers.ts'

describe('the console’s Content Security Policy', () => {
  it('loads images only from its own origin and inline data, never from other sites (issue 38)', () => {
    const imageSources = consoleContentSecurityPolicy
      .split('; ')
      .find((directive) => directive.startsWith('img-src '))
      ?.split(' ')
      .slice(1)
    expect(imageSources).toEqual(["'self'", 'data:', 'blob:'])
  })
})

describe('frame-ancestors of an API key', () => {
  it('lists each allowed domain for either scheme, any port unless the pattern names one', () => {
    expect(frameAncestorsOf(['shop.example.com', '*.example.org', 'localhost:5173'])).toBe(
      'frame-ancestors https://shop.example.com:* http://shop.example.com:* https://*.example.org:* ' +
        'http://*.example.org:* https://localhost:5173 http://localhost:5173',
    )
  })

  it('lets nobody frame the page when the key allows no domain', () => {
    expect(frameAncestorsOf([])).toBe("frame-ancestors 'none'")
  })

  it('drops anything that could add another directive or source', () => {
    expect(frameAncestorsOf(["evil.net; script-src 'unsafe-inline'", 'a.com *', 'ok.example.com'])).toBe(
      'frame-ancestors https://ok.example.com:* http://ok.example.com:*',
    )
  })

  it('keeps the embeddable headers and never blocks framing with X-Frame-Options', () => {
    const headers = chatPageHeaders(['shop.example.com'])
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBeUndefined()
    expect(headers['content-security-policy']).toMatch(/^frame-ancestors /)
  })
})
