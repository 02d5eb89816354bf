import { describe, expect, it } from 'vitest'
import { describeFailure, failure, statusOf, success } from './envelope.ts'
import { blockedRequestMessage, errorCatalogue, formatErrorMessage } from './errors.ts'

describe('error catalogue', () => {
  it('keeps the spec section 8 codes and messages verbatim', () => {
    expect(errorCatalogue.EMAIL_ALREADY_IN_USE.message).toBe(
      'This email address is already in use. Please sign in to your account.',
    )
    expect(errorCatalogue.NOT_ENOUGH_PERMISSIONS.message).toBe(
      'You do not have enough permissions to perform this action.',
    )
    expect(errorCatalogue.CREDITS_EXHAUSTED.message).toBe(
      'Your organization has exhausted its credits. Please top up your credits to continue using the service.',
    )
    expect(errorCatalogue.UNAUTHORIZED.message).toBe('Your session has expired. Please log in again.')
    for (const code of ['PASSWORD_NOT_SET', 'TWO_FA', 'UNAUTHORIZED'] as const) expect(statusOf(code)).toBe(401)
  })

  it('gives every code an HTTP error status and a sentence', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400)
      expect(entry.message, code).toMatch(/^[A-Z].*[.]$/)
    }
  })

  it('fills placeholders of the plan-limit message', () => {
    expect(formatErrorMessage('PLAN_LIMIT_REACHED', { item: 'projects' })).toBe(
      'You have reached the limit for projects in your current plan. Please upgrade your plan to add more projects.',
    )
    expect(blockedRequestMessage(12)).toBe('Unauthorized request detected. Please wait for 12 seconds before retrying.')
  })
})

describe('envelope', () => {
  it('wraps data and errors', () => {
    expect(success({ a: 1 })).toEqual({ success: true, data: { a: 1 } })
    expect(failure('LINK_EXPIRED')).toEqual({
      success: false,
      errors: { LINK_EXPIRED: 'Link expired. Please try again.' },
    })
  })

  it('describes failures as KEY: message pairs, or the fallback', () => {
    expect(describeFailure({ success: false, errors: { A: 'one', B: 'two' } })).toBe('A: one, B: two')
    expect(describeFailure({ success: false, errors: {} })).toBe('An unexpected error occurred')
    expect(describeFailure('<html>')).toBe('An unexpected error occurred')
  })
})
