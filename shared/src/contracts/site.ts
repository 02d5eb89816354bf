import * as z from 'zod'
import { addOnSchema, planSchema } from './billing.ts'
import { defineSchema } from './define-schema.ts'
import { emailSchema, personNameSchema } from './shared-schemas.ts'

/**
 * The email lists a person can leave and rejoin from the link in each email (spec section 2, unsubscribe pages; the
 * weekly "Improve" digest to a project's admins, issue 42).
 */
export const emailTopics = ['product-launch-updates', 'policy-updates', 'improvement-digests'] as const
export type EmailTopic = (typeof emailTopics)[number]

export const emailTopicLabels: Record<EmailTopic, string> = {
  'product-launch-updates': 'product launch updates',
  'policy-updates': 'policy updates',
  'improvement-digests': 'weekly Improve digests',
}

export const emailSubscriptionRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    topic: z.enum(emailTopics),
    /** The code of the email's unsubscribe link: it names the address and is signed by the platform. */
    code: z.string().trim().min(1, 'Give the code from the email link.').max(512),
  }),
)

export const emailSubscriptionSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    topic: z.enum(emailTopics),
    subscribed: z.boolean(),
    /** The address, partly hidden, so the page can say whose subscription changed. */
    maskedEmail: z.string(),
  }),
)

export const contactMessageRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: personNameSchema,
    email: emailSchema,
    topic: z.enum(['sales', 'support', 'partnerships', 'other']),
    message: z.string().trim().min(10, 'Write at least 10 characters.').max(5_000, 'Use at most 5,000 characters.'),
    /** The reCAPTCHA answer, required when the platform has a reCAPTCHA secret configured. */
    recaptchaResponse: z.string().max(8_192).optional(),
  }),
)

export const contactMessageResponseSchema = /* @__PURE__ */ defineSchema(() => z.object({ sent: z.literal(true) }))

export type EmailSubscription = z.infer<typeof emailSubscriptionSchema>
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>

/** What the pre-rendered public pages need to know at run time; all of it may be public. */
export const siteSettingsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** Embed id of the in-app guide assistant (trained on the platform's own docs); null when none is deployed. */
    guideEmbedId: z.string().nullable(),
    /** reCAPTCHA v3 site key; the contact form asks for a token only when one is configured. */
    recaptchaSiteKey: z.string().nullable(),
  }),
)

export const pageViewRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    path: z.string().trim().min(1).max(2_048).startsWith('/'),
    referrer: z.string().trim().max(2_048).optional(),
  }),
)

export type SiteSettings = z.infer<typeof siteSettingsSchema>

/** The pricing page's data: the billing catalogue's plans and add-ons, as subscribers see them. */
export const publicPlansSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ plans: z.array(planSchema), addOns: z.array(addOnSchema) }),
)
export type PublicPlans = z.infer<typeof publicPlansSchema>
