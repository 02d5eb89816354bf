import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const webStreams = require('node:stream/web') as Record<string, unknown>

describe('web streams on first use (the bundles’ node:stream/web)', () => {
  it('offers every name of node:stream/web, each the same class, without loading it until read', () => {
    const onFirstUse = require('./web-streams-on-first-use.cjs') as Record<string, unknown>
    expect(Object.keys(onFirstUse).sort()).toEqual(Object.keys(webStreams).sort())
    // Listing the names, as the bundle's import helper does, reads no getter.
    for (const name of Object.keys(onFirstUse)) {
      expect(typeof Object.getOwnPropertyDescriptor(onFirstUse, name)?.get, name).toBe('function')
    }
    expect(onFirstUse.ReadableStream).toBe(webStreams.ReadableStream)
    expect(onFirstUse.TransformStream).toBe(webStreams.TransformStream)
  })
})
