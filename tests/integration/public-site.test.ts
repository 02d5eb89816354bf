import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unsubscribeCodeFor } from '../../functions/src/domains/identity/index.ts'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { waitForEmail } from '../support/mailbox.ts'
import { createApiClient } from './support/api-client.ts'

/*
 * Issue 16's API side: the unsubscribe pages' calls (a bad code answers INVALID_UNSUBSCRIBE_CODE and changes
 * nothing; a good one unsubscribes and subscribes back), the contact form reaching the operator's mailbox, the
 * public settings and the page-view beacon.
 */

let platform: LocalPlatform

beforeAll(async () => {
  process.env.CONTACT_EMAIL = 'operator@example.com'
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
  delete process.env.CONTACT_EMAIL
})

describe('unsubscribe pages', () => {
  it('refuse a bad code with the catalogue message', async () => {
    const client = createApiClient(platform.apiUrl)
    for (const code of ['not-a-code', unsubscribeCodeFor('policy-updates', 'ada@example.com')]) {
      const answer = await client.post('/emails/unsubscribe', { topic: 'product-launch-updates', code })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        success: false,
        errors: { INVALID_UNSUBSCRIBE_CODE: 'Unable to unsubscribe. Invalid code.' },
      })
    }
  })

  it('unsubscribe with the link’s code and subscribe back', async () => {
    const client = createApiClient(platform.apiUrl)
    const code = unsubscribeCodeFor('product-launch-updates', 'Ada@Example.com')
    const left = await client.post('/emails/unsubscribe', { topic: 'product-launch-updates', code })
    expect(left.data).toEqual({ topic: 'product-launch-updates', subscribed: false, maskedEmail: 'a**@example.com' })
    const back = await client.post('/emails/subscribe', { topic: 'product-launch-updates', code })
    expect(back.data).toEqual({ topic: 'product-launch-updates', subscribed: true, maskedEmail: 'a**@example.com' })
  })
})

describe('contact form', () => {
  it('mails the visitor’s message to the operator', async () => {
    const client = createApiClient(platform.apiUrl)
    const answer = await client.post('/contact', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      topic: 'sales',
      message: 'We would like a demo for our support team of 40 people.',
    })
    expect(answer.data).toEqual({ sent: true })
    const mail = await waitForEmail(platform.mailboxUrl, 'operator@example.com', /Contact form \(sales\): Grace Hopper/)
    expect(mail.body.text).toContain('grace@example.com')
    expect(mail.body.text).toContain('a demo for our support team')
  })

  it('refuses a message that is too short, naming the field', async () => {
    const answer = await createApiClient(platform.apiUrl).post('/contact', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      topic: 'sales',
      message: 'Hi',
    })
    expect(answer.status).toBe(400)
    expect(answer.errorCodes).toEqual(['VALIDATION_FAILED'])
  })
})

describe('public settings and analytics', () => {
  it('say no guide is deployed when none was asked for, take page views and list the plans for sale', async () => {
    const client = createApiClient(platform.apiUrl)
    expect((await client.get('/site/settings')).data).toEqual({ guideEmbedId: null, recaptchaSiteKey: null })
    expect((await client.post('/events/page-view', { path: '/pricing/' })).data).toEqual({ recorded: true })
    const { plans, addOns } = (
      await client.get<{ plans: Array<{ interval: string; freeCreditsUsd: number }>; addOns: unknown[] }>('/site/plans')
    ).data
    expect(plans.map((plan) => plan.interval)).toEqual(expect.arrayContaining(['free', 'trial', 'monthly', 'annual']))
    // The free plan shows the credits a new organization gets (FREE_CREDITS_USD, $5 by default), not $0 (issue 43).
    expect(plans.find((plan) => plan.interval === 'free')?.freeCreditsUsd).toBe(5)
    expect(addOns.length).toBeGreaterThan(0)
    expect((await client.post('/events/page-view', { path: 'not-a-path' })).status).toBe(400)
  })
})
