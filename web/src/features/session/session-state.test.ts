import { failure } from '@platform/shared/envelope'
import { describe, expect, it } from 'vitest'
import { ApiError, RequestBlockedError } from '../../lib/api-client.ts'
import { profileFixture } from '../../testing/profile-fixture.ts'
import { sessionStateFrom } from './session-state.ts'

const profile = profileFixture

function unauthorized(code: 'UNAUTHORIZED' | 'PASSWORD_NOT_SET' | 'TWO_FA' | 'INVALID_CREDENTIALS') {
  const { errors } = failure(code)
  return new ApiError(401, errors, 'x', true)
}

describe('sessionStateFrom', () => {
  it('is loading until the profile answers', () => {
    expect(sessionStateFrom({ isPending: true, data: undefined, error: null })).toEqual({ status: 'loading' })
  })

  it('is signed in with the profile', () => {
    expect(sessionStateFrom({ isPending: false, data: profile, error: null })).toEqual({ status: 'signedIn', profile })
  })

  it('maps the 401 messages to the session states', () => {
    const state = (error: unknown) => sessionStateFrom({ isPending: false, data: undefined, error }).status
    expect(state(unauthorized('UNAUTHORIZED'))).toBe('signedOut')
    expect(state(unauthorized('TWO_FA'))).toBe('twoFactorPending')
    expect(state(unauthorized('PASSWORD_NOT_SET'))).toBe('passwordNotSet')
    expect(state(unauthorized('INVALID_CREDENTIALS'))).toBe('signedOut')
    expect(state(new RequestBlockedError(20))).toBe('signedOut')
  })

  it('is unavailable after a server or network failure, or another error', () => {
    expect(sessionStateFrom({ isPending: false, data: null, error: null })).toEqual({ status: 'unavailable' })
    expect(sessionStateFrom({ isPending: false, data: undefined, error: new ApiError(404, {}, 'x') }).status).toBe(
      'unavailable',
    )
  })
})
