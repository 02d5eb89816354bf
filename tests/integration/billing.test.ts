import { defaultCatalogue } from '@platform/functions/domains/billing/catalogue'
import { signWebhook } from '@platform/functions/domains/billing/index'
import { runBillingCycles } from '@platform/functions/domains/billing/run-billing-cycles'
import { resetEnvironmentCache } from '@platform/functions/platform/environment'
import { formatErrorMessage } from '@platform/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { createApiClient } from './support/api-client.ts'
import { payLocally } from './support/local-gateway.ts'

/**
 * Issue 15's "done when", in local mode with the local payment gateway: free trial, limits, 20 racing creates,
 * subscribing with a valid and a tampered signature, an add-on, credits debited by training until
 * CREDITS_EXHAUSTED, webhooks applied once, cancellation ended by the scheduled cycle job, receipts and the
 * dashboard. The catalogue is set as an operator would (BILLING_CATALOGUE_JSON), with small limits.
 */

const trialKnowledge = 5
const starterKnowledge = 10
const addOnKnowledge = 10

interface CurrentPlan {
  plan: { id: string }
  status: string
  active: boolean
  periodEnd: string | null
  cancelAtPeriodEnd: boolean
  freeTrialAvailable: boolean
  limits: { knowledge: number; chatMessages: number }
  creditBalanceUsd: number
}
interface Checkout {
  gateway: string
  orderId: string | null
  subscriptionId: string | null
  checkoutUrl: string | null
}
interface Transaction {
  id: string
  description: string
  amountMinor: number
  receiptPath: string
}

function catalogue(creditsUsd: number): string {
  const limits = (knowledge: number) => ({ ...defaultCatalogue.plans[0]?.limits, knowledge })
  return JSON.stringify({
    plans: [
      { id: 'free', name: 'Free', interval: 'free', priceMinor: 0, limits: limits(2_000) },
      { id: 'free-trial', name: 'Free trial', interval: 'trial', priceMinor: 0, limits: limits(trialKnowledge) },
      {
        id: 'starter-monthly',
        name: 'Starter',
        interval: 'monthly',
        priceMinor: 199_900,
        limits: limits(starterKnowledge),
      },
    ],
    addOns: [
      { id: 'knowledge-10', name: '10 knowledge Q&As', priceMinor: 9_900, limits: { knowledge: addOnKnowledge } },
      { id: 'credits', name: 'Credits', priceMinor: 49_900, creditsUsd },
    ],
  })
}

let platform: LocalPlatform
const password = 'correct horse 42'

beforeAll(async () => {
  Object.assign(process.env, { BILLING_CATALOGUE_JSON: catalogue(0), FREE_CREDITS_USD: '0' })
  // Checkouts, verifications and trainings are in the heavy rate class; the journey makes more than its burst.
  platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
  delete process.env.BILLING_CATALOGUE_JSON
  delete process.env.FREE_CREDITS_USD
  resetEnvironmentCache()
})

describe('billing: plans, gateway, limits, credits and cycles', () => {
  const admin = () => client
  let client: ReturnType<typeof createApiClient>
  let organizationId = ''
  const payments = () => `/organizations/${organizationId}/payments`
  const versionPaths: string[] = []

  async function createProject(name: string): Promise<string> {
    const project = await admin().post<{ id: string; latestVersionId: string }>(
      `/organizations/${organizationId}/projects`,
      { name },
    )
    expect(project.status).toBe(200)
    return `/organizations/${organizationId}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
  }
  const pair = (index: number) => ({
    prompt: `How do I track shipment number ${index}?`,
    completion: `Open Shipments, search for number ${index} and read its tracking timeline.`,
  })
  const pay = (reference: { order_id?: string; subscription_id?: string }) => payLocally(platform.url, reference)
  let startedSubscriptionId = ''
  const limitMessage = formatErrorMessage('PLAN_LIMIT_REACHED', { item: 'knowledge Q&As' })

  it('starts an organization on the free tier and its free trial once', async () => {
    client = createApiClient(platform.apiUrl)
    await client.post('/auth/signup', { email: 'payer@example.com', password, name: 'Pat Payer' })
    const code = codeFrom(await waitForEmail(platform.mailboxUrl, 'payer@example.com', /verification code/))
    expect((await client.post('/auth/verify-email', { email: 'payer@example.com', code })).status).toBe(200)
    organizationId = (await client.post<{ id: string }>('/organizations', { name: 'Paying Customers' })).data.id

    const plans = await client.get<Array<{ id: string }>>(`${payments()}/subscriptions/plans`)
    expect(plans.data.map((plan) => plan.id)).toEqual(['free', 'free-trial', 'starter-monthly'])
    const before = await client.get<CurrentPlan>(`${payments()}/subscriptions/plans/current`)
    expect(before.data).toMatchObject({ plan: { id: 'free' }, status: 'none', active: true, freeTrialAvailable: true })

    const trial = await client.post<CurrentPlan>(`${payments()}/subscriptions/free-trial`)
    expect(trial.data).toMatchObject({ plan: { id: 'free-trial' }, status: 'trialing', active: true })
    expect(trial.data.limits.knowledge).toBe(trialKnowledge)
    const again = await client.post(`${payments()}/subscriptions/free-trial`)
    expect(again.errorCodes).toEqual(['FREE_TRIAL_ALREADY_USED'])
  })

  it('refuses the (N+1)-th knowledge pair with the spec message', async () => {
    versionPaths.push(await createProject('Help centre'))
    for (let index = 0; index < trialKnowledge; index += 1) {
      expect((await client.post(`${versionPaths[0]}/knowledge`, pair(index))).status).toBe(200)
    }
    const refused = await client.post(`${versionPaths[0]}/knowledge`, pair(99))
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ success: false, errors: { PLAN_LIMIT_REACHED: limitMessage } })
    expect(limitMessage).toBe(
      'You have reached the limit for knowledge Q&As in your current plan. Please upgrade your plan to add more knowledge Q&As.',
    )
  })

  it('answers SUBSCRIPTIONS_NOT_AVAILABLE when no payment gateway is configured', async () => {
    const configured = process.env.PAYMENT_GATEWAY
    process.env.PAYMENT_GATEWAY = 'none'
    resetEnvironmentCache()
    try {
      const refused = await client.post(`${payments()}/subscriptions`, { planId: 'starter-monthly' })
      expect(refused.status).toBe(503)
      expect(refused.errorCodes).toEqual(['SUBSCRIPTIONS_NOT_AVAILABLE'])
    } finally {
      process.env.PAYMENT_GATEWAY = configured
      resetEnvironmentCache()
    }
  })

  it('subscribes through the local gateway: a tampered signature fails, the valid one verifies', async () => {
    const checkout = await client.post<Checkout>(`${payments()}/subscriptions`, { planId: 'starter-monthly' })
    expect(checkout.data).toMatchObject({ gateway: 'local', orderId: null })
    expect(checkout.data.subscriptionId).toMatch(/^sub_/)
    startedSubscriptionId = checkout.data.subscriptionId ?? ''
    const page = await fetch(checkout.data.checkoutUrl ?? '')
    expect(await page.text()).toContain('Pay')

    const paid = await pay({ subscription_id: checkout.data.subscriptionId ?? '' })
    const signature = paid.razorpay_signature ?? ''
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`
    const refused = await client.post(`${payments()}/subscriptions/verify`, { ...paid, razorpay_signature: tampered })
    expect(refused.status).toBe(400)
    expect(refused.errorCodes).toEqual(['PAYMENT_VERIFICATION_FAILED'])
    const otherPayment = await client.post(`${payments()}/subscriptions/verify`, {
      ...paid,
      razorpay_payment_id: 'pay_00000000000000',
    })
    expect(otherPayment.errorCodes).toEqual(['PAYMENT_VERIFICATION_FAILED'])
    expect((await client.get<CurrentPlan>(`${payments()}/subscriptions/plans/current`)).data.status).toBe('trialing')

    const verified = await client.post<CurrentPlan>(`${payments()}/subscriptions/verify`, paid)
    expect(verified.status).toBe(200)
    expect(verified.data).toMatchObject({ plan: { id: 'starter-monthly' }, status: 'active', active: true })
    expect(verified.data.limits.knowledge).toBe(starterKnowledge)
    const organization = await client.get<{ subscription: { active: boolean; planId: string } }>(
      `/organizations/${organizationId}`,
    )
    expect(organization.data.subscription).toEqual({ active: true, planId: 'starter-monthly' })
  })

  it('lets exactly the room left pass when 20 creates race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => client.post(`${versionPaths[0]}/knowledge`, pair(100 + index))),
    )
    const created = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(created).toHaveLength(starterKnowledge - trialKnowledge)
    for (const answer of refused)
      expect(answer.body).toEqual({ success: false, errors: { PLAN_LIMIT_REACHED: limitMessage } })
    const count = await client.get<{ count: number }>(`/organizations/${organizationId}/dashboard/count/knowledge`)
    expect(count.data.count).toBe(starterKnowledge)
  })

  it('raises the limit with an add-on bought and verified through the gateway', async () => {
    const checkout = await client.post<Checkout>(`${payments()}/orders`, { addOnId: 'knowledge-10' })
    const orderId = checkout.data.orderId ?? ''
    expect(orderId).toMatch(/^order_/)
    const paid = await pay({ order_id: orderId })
    const tampered = await client.post(`${payments()}/orders/${orderId}/verify`, {
      ...paid,
      razorpay_payment_id: 'pay_tampered000000',
    })
    expect(tampered.errorCodes).toEqual(['PAYMENT_VERIFICATION_FAILED'])
    const verified = await client.post<CurrentPlan>(`${payments()}/orders/${orderId}/verify`, paid)
    expect(verified.data.limits.knowledge).toBe(starterKnowledge + addOnKnowledge)
    expect((await client.post(`${versionPaths[0]}/knowledge`, pair(200))).status).toBe(200)
    // Verifying the same payment again applies nothing twice.
    const replayed = await client.post<CurrentPlan>(`${payments()}/orders/${orderId}/verify`, paid)
    expect(replayed.data.limits.knowledge).toBe(starterKnowledge + addOnKnowledge)
  })

  it('debits a training from the credits and refuses the next with CREDITS_EXHAUSTED', async () => {
    versionPaths.push(await createProject('Returns'), await createProject('Billing questions'))
    for (const path of versionPaths.slice(1)) {
      for (let index = 0; index < 3; index += 1) {
        expect((await client.post(`${path}/knowledge`, pair(300 + index))).status).toBe(200)
      }
    }
    const estimate = (await client.get<{ estimatedCost: number }>(`${versionPaths[1]}/training/costs`)).data
    expect(estimate.estimatedCost).toBeGreaterThan(0)
    expect((await client.get<CurrentPlan>(`${payments()}/subscriptions/plans/current`)).data.creditBalanceUsd).toBe(0)

    // The operator prices the credits add-on at one and a half trainings (a catalogue edit, no code change).
    process.env.BILLING_CATALOGUE_JSON = catalogue(estimate.estimatedCost * 1.5)
    resetEnvironmentCache()
    const checkout = await client.post<Checkout>(`${payments()}/orders`, { addOnId: 'credits' })
    const topUp = await client.post<CurrentPlan>(
      `${payments()}/orders/${checkout.data.orderId}/verify`,
      await pay({ order_id: checkout.data.orderId ?? '' }),
    )
    expect(topUp.data.creditBalanceUsd).toBeCloseTo(estimate.estimatedCost * 1.5, 5)

    const started = await client.post(`${versionPaths[1]}/training`, {})
    expect(started.status).toBe(200)
    const after = await client.get<CurrentPlan>(`${payments()}/subscriptions/plans/current`)
    expect(after.data.creditBalanceUsd).toBeCloseTo(estimate.estimatedCost * 0.5, 5)
    const costs = await client.get<{ trainingUsd: number; creditsAddedUsd: number }>(
      `/organizations/${organizationId}/dashboard/costs`,
    )
    expect(costs.data.trainingUsd).toBeCloseTo(estimate.estimatedCost, 5)

    const refused = await client.post(`${versionPaths[2]}/training`, {})
    expect(refused.status).toBe(402)
    expect(refused.errorCodes).toEqual(['CREDITS_EXHAUSTED'])
  })

  it('applies a renewal webhook once, however often it is delivered, and refuses a bad signature', async () => {
    const current = (await client.get<CurrentPlan>(`${payments()}/subscriptions/plans/current`)).data
    const periodEnd = new Date(current.periodEnd ?? '')
    const nextEnd = new Date(periodEnd)
    nextEnd.setUTCMonth(nextEnd.getUTCMonth() + 1)
    const { data: orders } = await client.get<Transaction[]>(`${payments()}/transactions`)
    const body = JSON.stringify({
      event: 'subscription.charged',
      payload: {
        subscription: {
          entity: {
            id: startedSubscriptionId,
            notes: { organizationId },
            current_start: Math.floor(periodEnd.getTime() / 1000),
            current_end: Math.floor(nextEnd.getTime() / 1000),
          },
        },
        payment: { entity: { id: 'pay_renewal000001', amount: 199_900, currency: 'INR', notes: { organizationId } } },
      },
    })
    const deliver = (signature: string, eventId: string) =>
      fetch(`${platform.apiUrl}/payments/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        body,
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    const signature = signWebhook(process.env.RAZORPAY_WEBHOOK_SECRET ?? '', body)

    expect((await deliver('0'.repeat(64), 'evt_forged')).status).toBe(401)
    expect((await deliver(signature, 'evt_renewal_1')).body).toEqual({ success: true, data: { handled: true } })
    const renewed = (await client.get<CurrentPlan>(`${payments()}/subscriptions/plans/current`)).data
    expect(renewed.periodEnd).toBe(nextEnd.toISOString().replace(/\.\d+Z$/, '.000Z'))
    const afterFirst = (await client.get<Transaction[]>(`${payments()}/transactions`)).data

    expect((await deliver(signature, 'evt_renewal_1')).body).toEqual({ success: true, data: { handled: false } })
    expect((await deliver(signature, 'evt_renewal_1_redelivered')).body).toEqual({
      success: true,
      data: { handled: false },
    })
    expect((await client.get<Transaction[]>(`${payments()}/transactions`)).data).toEqual(afterFirst)
    expect((await client.get<CurrentPlan>(`${payments()}/subscriptions/plans/current`)).data).toEqual(renewed)
    expect(afterFirst).toHaveLength(orders.length + 1)
  })

  it('keeps service after cancelling until the cycle ends, then the scheduled job ends it', async () => {
    const cancelled = await client.post<CurrentPlan>(`${payments()}/subscriptions/cancel`)
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true, active: true })
    expect((await runBillingCycles(new Date())).ended).toBe(0)
    expect((await client.post(`${versionPaths[0]}/knowledge`, pair(400))).status).toBe(200)

    const afterCycle = new Date(new Date(cancelled.data.periodEnd ?? '').getTime() + 1_000)
    expect(await runBillingCycles(afterCycle)).toEqual({ renewed: 0, ended: 1 })
    expect(await runBillingCycles(afterCycle)).toEqual({ renewed: 0, ended: 0 })
    const ended = await client.get<CurrentPlan>(`${payments()}/subscriptions/plans/current`)
    expect(ended.data).toMatchObject({ plan: { id: 'free' }, status: 'ended', active: false })
    const organization = await client.get<{ subscription: { active: boolean } }>(`/organizations/${organizationId}`)
    expect(organization.data.subscription.active).toBe(false)
  })

  it('lists payments with PDF receipts and keeps validated billing information', async () => {
    const transactions = await client.get<Transaction[]>(`${payments()}/transactions`)
    expect(transactions.data.map((transaction) => transaction.description).sort()).toEqual(
      ['Add-on: 10 knowledge Q&As', 'Add-on: Credits', 'Starter subscription', 'Subscription renewal'].sort(),
    )
    const invalid = await client.put(`${payments()}/billing-info`, { name: '', email: 'not an email' })
    expect(invalid.status).toBe(400)
    expect(invalid.errorCodes).toEqual(['VALIDATION_FAILED'])
    const details = {
      name: 'Paying Customers Ltd',
      taxId: '29ABCDE1234F1Z5',
      companyId: 'U72900KA2020PTC000001',
      address: {
        line1: '1 MG Road',
        line2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        pin: '560001',
      },
      fullName: 'Pat Payer',
      email: 'billing@example.com',
      phone: '+91 80 1234 5678',
      position: 'Finance',
    }
    expect((await client.put(`${payments()}/billing-info`, details)).data).toEqual(details)
    expect((await client.get(`${payments()}/billing-info`)).data).toEqual(details)

    const receipt = await fetch(`${platform.apiUrl}${transactions.data[0]?.receiptPath}`, {
      headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    expect(receipt.status).toBe(200)
    expect(receipt.headers.get('content-type')).toContain('application/pdf')
    const pdf = new Uint8Array(await receipt.arrayBuffer())
    expect(new TextDecoder('latin1').decode(pdf.subarray(0, 5))).toBe('%PDF-')
    // Read as a reader reads it: the text is drawn in an embedded font's glyphs, not written out in the file.
    const { extractText, getDocumentProxy } = await import('unpdf')
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true })
    expect(text).toContain('Billed to: Paying Customers Ltd')
    expect(text).toContain('Payment receipt')
  })

  it('serves the dashboard from maintained aggregates', async () => {
    const dashboard = `/organizations/${organizationId}/dashboard`
    const dayBefore = new Date().toISOString().slice(0, 10)
    const breakdown = await client.get<{ days: Array<{ day: string; trainingUsd: number }> }>(
      `${dashboard}/breakdown-30d`,
    )
    expect(breakdown.data.days).toHaveLength(30)
    // Either day when the request straddles midnight UTC.
    expect([dayBefore, new Date().toISOString().slice(0, 10)]).toContain(breakdown.data.days.at(-1)?.day)
    expect(breakdown.data.days.at(-1)?.trainingUsd).toBeGreaterThan(0)
    const limits = await client.get<{ items: Array<{ item: string; used: number; limit: number }> }>(
      `${dashboard}/limits`,
    )
    expect(limits.data.items.find((item) => item.item === 'knowledge')).toEqual({
      item: 'knowledge',
      label: 'knowledge Q&As',
      used: starterKnowledge + 1 + 6 + 1,
      limit: 2_000,
    })
    for (const kind of ['pages', 'actions', 'workflows', 'agent-functions']) {
      expect((await client.get(`${dashboard}/count/${kind}`)).data).toEqual({ count: 0 })
    }
    const monthly = await client.get<{ chatMessages: { used: number; limit: number } }>(
      `/organizations/${organizationId}/payments/monthly-limit`,
    )
    expect(monthly.data.chatMessages).toEqual({ used: 0, limit: defaultCatalogue.plans[0]?.limits.chatMessages })
  })
})
