import { describe, expect, it } from 'vitest'
import { redact } from './logger.ts'

describe('redact', () => {
  it('hides credentials at any depth and keeps the rest', () => {
    const redacted = redact({
      email: 'a@b.c',
      password: 'secret-1',
      nested: { newPassword: 'x', otp: '123456', items: [{ apiKey: 'k', name: 'n' }] },
      errorCode: 'INVALID_CREDENTIALS',
      headers: { authorization: 'Bearer t', cookie: 'session=abc' },
    })
    expect(JSON.stringify(redacted)).not.toMatch(/secret-1|123456|Bearer|session=abc|"k"/)
    expect(redacted).toMatchObject({
      email: 'a@b.c',
      errorCode: 'INVALID_CREDENTIALS',
      nested: { items: [{ name: 'n' }] },
    })
  })
})
