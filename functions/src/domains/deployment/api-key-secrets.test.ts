import { describe, expect, it } from 'vitest'
import {
  deriveSecret,
  embedIdOfSecret,
  hashSecret,
  newEmbedId,
  secretMatches,
  userHashMatches,
  userHashOf,
} from './api-key-secrets.ts'

// The vectors docs/embed-api.md gives for Node, Python and PHP.
const signingSecret = 'unit-test-signing-secret'
const vectorSecret = 'emb_0123456789abcdefghij.QmFzZTY0VXJsU2VjcmV0Rm9yVGVzdFZlY3RvcnMxMjM'

describe('API key secrets', () => {
  it('derives a secret that names its embed id and matches only its own hash', () => {
    const embedId = newEmbedId()
    expect(embedId).toMatch(/^emb_[0-9a-z]{20}$/)
    const secret = deriveSecret(embedId, 'salt-1', signingSecret)
    expect(deriveSecret(embedId, 'salt-1', signingSecret)).toBe(secret)
    expect(deriveSecret(embedId, 'salt-2', signingSecret)).not.toBe(secret)
    expect(embedIdOfSecret(secret)).toBe(embedId)
    expect(embedIdOfSecret(`${embedId}.short`)).toBeUndefined()
    expect(secretMatches(secret, hashSecret(secret))).toBe(true)
    expect(secretMatches(deriveSecret(embedId, 'salt-2', signingSecret), hashSecret(secret))).toBe(false)
  })

  it('computes the documented userHash test vectors and compares them', () => {
    expect(userHashOf(vectorSecret, 'user-42')).toBe('132c0044384b7943998ab49cde5114c4301a0d1846017096dc89925dc1deffc2')
    expect(userHashOf(vectorSecret, 'ada@example.com')).toBe(
      'c543855bf1e6288a1984f7e01743a3714ba3e41c27e6806ad3138ed0886ea0d8',
    )
    const hash = userHashOf(vectorSecret, 'user-42')
    expect(userHashMatches(vectorSecret, 'user-42', hash.toUpperCase())).toBe(true)
    expect(userHashMatches(vectorSecret, 'user-43', hash)).toBe(false)
    expect(userHashMatches(vectorSecret, 'user-42', undefined)).toBe(false)
    expect(userHashMatches(vectorSecret, 'user-42', hash.slice(1))).toBe(false)
  })
})
