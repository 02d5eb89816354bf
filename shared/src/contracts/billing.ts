import * as z from 'zod'
import { idSchema } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { emailSchema } from './shared-schemas.ts'

/**
 * Billing and the usage dashboard (spec sections 3 "Billing information", "Payments list", "Plan limits";
 * 4 "Subscription"; 7 "Dashboard" and "Payments"; 9 business constants). Amounts of money are in the currency's
 * minor unit (paise, cents) as the payment gateway counts them; credits and costs in US dollars.
 */

export const planLimitsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    chatMessages: z.number(),
    apiRequestsPerHour: z.number(),
    knowledge: z.number(),
    pages: z.number(),
    actions: z.number(),
    workflows: z.number(),
    users: z.number(),
    projects: z.number(),
    agents: z.number(),
    functions: z.number(),
    faqs: z.number(),
    files: z.number(),
    urls: z.number(),
    chatHistoryRetentionMonths: z.number(),
  }),
)
export type PlanLimitsView = z.infer<typeof planLimitsSchema>
export type PlanLimitName = keyof PlanLimitsView

export const planSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** Spec section 9: billed monthly or annually; `trial` is the free trial, `free` the starting tier. */
    interval: z.enum(['free', 'trial', 'monthly', 'annual']),
    priceMinor: z.number(),
    currency: z.string(),
    /** Added to the credit balance on subscribing (spec section 9). */
    freeCreditsUsd: z.number(),
    limits: planLimitsSchema,
    /** Days of service a trial gives; null for other plans. */
    trialDays: z.number().nullable(),
  }),
)
export type Plan = z.infer<typeof planSchema>

export const addOnSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    priceMinor: z.number(),
    currency: z.string(),
    /** Units added on top of the plan's limits until the plan changes. */
    limits: planLimitsSchema.partial(),
    creditsUsd: z.number(),
  }),
)
export type AddOn = z.infer<typeof addOnSchema>

export const subscriptionStatusSchema = /* @__PURE__ */ defineSchema(() =>
  z.enum(['none', 'trialing', 'active', 'cancelled', 'ended']),
)

export const currentPlanSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    plan: planSchema,
    status: subscriptionStatusSchema,
    /** Whether members may use the organization (spec section 4). */
    active: z.boolean(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    /** Cancelled: service continues until periodEnd, then the subscription ends (spec section 9). */
    cancelAtPeriodEnd: z.boolean(),
    freeTrialAvailable: z.boolean(),
    /** The plan's limits with the add-ons bought. */
    limits: planLimitsSchema,
    addOnLimits: planLimitsSchema.partial(),
    creditBalanceUsd: z.number(),
    /** False when no payment gateway is configured: subscribing answers SUBSCRIPTIONS_NOT_AVAILABLE. */
    subscriptionsAvailable: z.boolean(),
  }),
)
export type CurrentPlan = z.infer<typeof currentPlanSchema>

export const paymentParamsSchema = /* @__PURE__ */ defineSchema(() => z.object({ organizationId: z.string().min(1) }))

export const subscribeRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ planId: idSchema }))
export const createOrderRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ addOnId: idSchema }))

/** What the console needs to open the gateway's checkout (Razorpay Checkout, or the local gateway's page). */
export const checkoutSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    gateway: z.enum(['razorpay', 'local']),
    /** Public key id for the checkout. */
    keyId: z.string(),
    /** Razorpay order id (add-ons) or subscription id (plans). */
    orderId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    amountMinor: z.number(),
    currency: z.string(),
    description: z.string(),
    /** The local gateway's checkout page; null for Razorpay (the console loads checkout.js). */
    checkoutUrl: z.string().nullable(),
  }),
)
export type Checkout = z.infer<typeof checkoutSchema>

const gatewayIdSchema = /* @__PURE__ */ defineSchema(() => z.string().trim().min(1).max(64))
const signatureSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .trim()
    .max(64)
    .regex(/^[0-9a-f]{64}$/, 'A hex HMAC-SHA256 signature.'),
)

/** Razorpay Checkout's success payload for a subscription, forwarded as is. */
export const verifySubscriptionRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    razorpay_payment_id: gatewayIdSchema,
    razorpay_subscription_id: gatewayIdSchema,
    razorpay_signature: signatureSchema,
  }),
)
/** Razorpay Checkout's success payload for an order, forwarded as is. */
export const verifyOrderRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    razorpay_payment_id: gatewayIdSchema,
    razorpay_order_id: gatewayIdSchema,
    razorpay_signature: signatureSchema,
  }),
)
export const verifyOrderParamsSchema = /* @__PURE__ */ defineSchema(() =>
  paymentParamsSchema.extend({ orderId: z.string().min(1).max(64) }),
)

export const transactionSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    description: z.string(),
    amountMinor: z.number(),
    currency: z.string(),
    date: z.string(),
    /** API path of the PDF receipt. */
    receiptPath: z.string(),
  }),
)
export type Transaction = z.infer<typeof transactionSchema>
export const transactionParamsSchema = /* @__PURE__ */ defineSchema(() =>
  paymentParamsSchema.extend({ transactionId: z.string().min(1).max(64) }),
)
export const receiptQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ format: z.enum(['json', 'pdf']).default('json') }),
)

const text = (maximum: number) => z.string().trim().max(maximum, `Use at most ${maximum} characters.`)
const required = (label: string, maximum: number) => text(maximum).min(1, `Enter the ${label}.`)

/** Spec section 3 "Billing information". */
export const billingInformationSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: required('company or individual name', 120),
    taxId: text(32)
      .regex(/^[A-Za-z0-9 -]*$/, 'Use letters, digits, spaces and hyphens.')
      .default(''),
    companyId: text(32)
      .regex(/^[A-Za-z0-9 -]*$/, 'Use letters, digits, spaces and hyphens.')
      .default(''),
    address: z.object({
      line1: required('address', 120),
      line2: text(120).default(''),
      city: required('city', 60),
      state: required('state', 60),
      country: required('country', 60),
      pin: text(12).regex(/^[A-Za-z0-9 -]{3,12}$/, 'Enter a valid PIN or postal code.'),
    }),
    fullName: required('full name', 120),
    email: emailSchema,
    phone: text(20).regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number.'),
    position: text(80).default(''),
  }),
)
export type BillingInformation = z.infer<typeof billingInformationSchema>
export const billingInformationAnswerSchema = /* @__PURE__ */ defineSchema(() => billingInformationSchema.nullable())

export const monthlyLimitSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** YYYY-MM (UTC). */
    month: z.string(),
    chatMessages: z.object({ used: z.number(), limit: z.number() }),
    /** Spec section 9: the chat messages pack is valid for 30 days; the counter starts again at the next month. */
    resetsAt: z.string(),
    creditBalanceUsd: z.number(),
  }),
)

export const breakdownDaySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    day: z.string(),
    trainingUsd: z.number(),
    chatUsd: z.number(),
    evaluationUsd: z.number(),
    chatMessages: z.number(),
  }),
)
export const breakdown30dSchema = /* @__PURE__ */ defineSchema(() => z.object({ days: z.array(breakdownDaySchema) }))

export const costsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    month: z.string(),
    trainingUsd: z.number(),
    chatUsd: z.number(),
    evaluationUsd: z.number(),
    totalUsd: z.number(),
    creditsAddedUsd: z.number(),
    creditBalanceUsd: z.number(),
  }),
)

export const dashboardLimitsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    planId: z.string(),
    items: z.array(z.object({ item: z.string(), label: z.string(), used: z.number(), limit: z.number() })),
  }),
)

export const countSchema = /* @__PURE__ */ defineSchema(() => z.object({ count: z.number() }))

/** The gateway's webhook answer. */
export const webhookAnswerSchema = /* @__PURE__ */ defineSchema(() => z.object({ handled: z.boolean() }))
