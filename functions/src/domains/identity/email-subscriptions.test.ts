import { beforeAll, describe, expect, it } from 'vitest'
import { resetEnvironmentCache } from '../../platform/environment.ts'
import { emailOfUnsubscribeCode, maskEmail, unsubscribeCodeFor } from './email-subscriptions.ts'

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'table',
    UPLOADS_BUCKET: 'uploads',
    ARTIFACTS_BUCKET: 'artifacts',
    JOBS_QUEUE_URL: 'http://queue',
    JOB_STATE_MACHINE_ARN: 'arn:machine',
    USER_POOL_ID: 'pool',
    USER_POOL_CLIENT_ID: 'client',
    MAIL_FROM: 'no-reply@example.com',
    APP_ORIGIN: 'https://console.example.com',
    CODE_SIGNING_SECRET: 'a-test-signing-secret-of-enough-length',
  })
  resetEnvironmentCache()
})

describe('unsubscribe codes', () => {
  it('name the address they were made for, in lower case', () => {
    const code = unsubscribeCodeFor('policy-updates', ' Ada@Example.com ')
    expect(emailOfUnsubscribeCode('policy-updates', code)).toBe('ada@example.com')
  })

  it('are refused for another topic, when altered, or when made up', () => {
    const code = unsubscribeCodeFor('policy-updates', 'ada@example.com')
    const forged = `${Buffer.from('eve@example.com').toString('base64url')}.${code.split('.')[1]}`
    for (const [topic, bad] of [
      ['product-launch-updates', code],
      ['policy-updates', forged],
      ['policy-updates', 'not-a-code'],
      ['policy-updates', `${code}.extra`],
    ] as const) {
      expect(() => emailOfUnsubscribeCode(topic, bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_UNSUBSCRIBE_CODE' }),
      )
    }
  })

  it('show a masked address', () => {
    expect(maskEmail('ada@example.com')).toBe('a**@example.com')
  })
})
