import { inviteUsersRequestSchema, signupRequestSchema } from '@platform/shared'
import { errorCatalogue } from '@platform/shared/errors'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api-client.ts'
import { fieldErrorsFromApiError, parseValidationMessage, validateWith } from './field-errors.ts'

function apiError(errors: Record<string, string>, status = 400) {
  return new ApiError(status, errors, 'failed')
}

describe('validateWith', () => {
  it('gives the parsed values when the shared schema accepts them', () => {
    expect(
      validateWith(signupRequestSchema, { name: ' Ada ', email: 'ADA@example.com', password: 'analytical1' }),
    ).toEqual({ success: true, data: { name: 'Ada', email: 'ada@example.com', password: 'analytical1' } })
  })

  it('keeps the first message per field, in the order the schema checks', () => {
    const result = validateWith(signupRequestSchema, { name: '', email: 'ada', password: 'short' })
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        name: 'Enter your name.',
        email: 'Enter a valid email address.',
        password: 'Use at least 8 characters.',
      },
    })
  })

  it('names nested fields by their dotted path', () => {
    const result = validateWith(inviteUsersRequestSchema, {
      users: [
        { email: 'ok@example.com', role: 'admin' },
        { email: 'x', role: 'owner' },
      ],
    })
    expect(result.success).toBe(false)
    if (!result.success) expect(Object.keys(result.fieldErrors).sort()).toEqual(['users.1.email', 'users.1.role'])
  })
})

describe('parseValidationMessage', () => {
  it("reads the pipeline's `field: message` pairs", () => {
    expect(parseValidationMessage('name: Enter your name.; password: Use at least 8 characters.')).toEqual({
      name: 'Enter your name.',
      password: 'Use at least 8 characters.',
    })
  })

  it('ignores text that names no field', () => {
    expect(parseValidationMessage(errorCatalogue.VALIDATION_FAILED.message)).toEqual({})
  })
})

describe('fieldErrorsFromApiError', () => {
  it('keeps only fields the form shows, including the rows of a list field', () => {
    const error = apiError({ VALIDATION_FAILED: 'users.0.email: Enter a valid email address.; token: Too short.' })
    expect(fieldErrorsFromApiError(error, ['users'])).toEqual({ 'users.0.email': 'Enter a valid email address.' })
  })

  it('ties an error code to a field', () => {
    const error = apiError({ ORG_NAME_ALREADY_IN_USE: errorCatalogue.ORG_NAME_ALREADY_IN_USE.message }, 409)
    expect(fieldErrorsFromApiError(error, ['name'], { ORG_NAME_ALREADY_IN_USE: 'name' })).toEqual({
      name: errorCatalogue.ORG_NAME_ALREADY_IN_USE.message,
    })
  })

  it('finds nothing in other failures, which then belong in a toast', () => {
    expect(fieldErrorsFromApiError(apiError({ NOT_FOUND: 'gone' }, 404), ['name'])).toEqual({})
    expect(fieldErrorsFromApiError(new Error('network'), ['name'])).toEqual({})
  })
})
