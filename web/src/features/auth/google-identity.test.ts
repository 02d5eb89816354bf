import { describe, expect, it } from 'vitest'
import { googleClientIdFrom } from './google-identity.ts'

describe('googleClientIdFrom', () => {
  it('reads the configured client id', () => {
    expect(googleClientIdFrom({ VITE_GOOGLE_CLIENT_ID: ' 123.apps.googleusercontent.com ' })).toBe(
      '123.apps.googleusercontent.com',
    )
  })

  it('treats a missing or blank id as Google sign-in not set up', () => {
    expect(googleClientIdFrom({})).toBeNull()
    expect(googleClientIdFrom({ VITE_GOOGLE_CLIENT_ID: '  ' })).toBeNull()
  })
})
