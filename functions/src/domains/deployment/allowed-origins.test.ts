import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './allowed-origins.ts'

describe('isOriginAllowed', () => {
  it('matches an exact host on any port, or on the port it names', () => {
    expect(isOriginAllowed('https://example.com', ['example.com'])).toBe(true)
    expect(isOriginAllowed('http://example.com:8080', ['example.com'])).toBe(true)
    expect(isOriginAllowed('http://localhost:5173', ['localhost:5173'])).toBe(true)
    expect(isOriginAllowed('http://localhost:5174', ['localhost:5173'])).toBe(false)
  })

  it('matches subdomains of a wildcard at any depth, but not the bare domain', () => {
    expect(isOriginAllowed('https://help.example.com', ['*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', ['*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://example.com', ['*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://badexample.com', ['*.example.com'])).toBe(false)
  })

  it('refuses look-alikes, missing and opaque origins and other schemes', () => {
    expect(isOriginAllowed('https://example.com.evil.io', ['example.com'])).toBe(false)
    expect(isOriginAllowed('https://evil.io', ['example.com'])).toBe(false)
    expect(isOriginAllowed(undefined, ['example.com'])).toBe(false)
    expect(isOriginAllowed('null', ['example.com'])).toBe(false)
    expect(isOriginAllowed('file://example.com', ['example.com'])).toBe(false)
    expect(isOriginAllowed('https://example.com', [])).toBe(false)
  })
})
