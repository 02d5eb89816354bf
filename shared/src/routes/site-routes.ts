import * as z from 'zod'
import {
  contactMessageRequestSchema,
  contactMessageResponseSchema,
  emailSubscriptionRequestSchema,
  emailSubscriptionSchema,
  pageViewRequestSchema,
  publicPlansSchema,
  siteSettingsSchema,
} from '../contracts/site.ts'
import { route } from '../route-definition.ts'

export const getSiteSettings = /* @__PURE__ */ route({
  id: 'getSiteSettings',
  method: 'GET',
  path: '/site/settings',
  handler: 'system/get-site-settings',
  auth: 'public',
  rateLimit: 'standard',
  summary: "The public site's run-time settings: the guide assistant's embed id and the reCAPTCHA site key.",
  response: siteSettingsSchema,
})

export const listPublicPlans = /* @__PURE__ */ route({
  id: 'listPublicPlans',
  method: 'GET',
  path: '/site/plans',
  handler: 'billing/list-public-plans',
  auth: 'public',
  rateLimit: 'standard',
  summary: "The billing catalogue's plans and add-ons for the public pricing page; no sign-in needed.",
  response: publicPlansSchema,
})

export const recordPageView = /* @__PURE__ */ route({
  id: 'recordPageView',
  method: 'POST',
  path: '/events/page-view',
  handler: 'system/record-page-view',
  auth: 'public',
  rateLimit: 'standard',
  summary: 'Records a page view of the public site; sent only by its analytics script, after cookie consent.',
  request: { body: pageViewRequestSchema },
  response: /* @__PURE__ */ z.object({ recorded: /* @__PURE__ */ z.literal(true) }),
})

export const unsubscribeFromEmails = /* @__PURE__ */ route({
  id: 'unsubscribeFromEmails',
  method: 'POST',
  path: '/emails/unsubscribe',
  handler: 'identity/unsubscribe-from-emails',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Stops one kind of email for the address named by the signed code of the email link.',
  request: { body: emailSubscriptionRequestSchema },
  response: emailSubscriptionSchema,
})

export const subscribeToEmails = /* @__PURE__ */ route({
  id: 'subscribeToEmails',
  method: 'POST',
  path: '/emails/subscribe',
  handler: 'identity/subscribe-to-emails',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Subscribes back, with the same signed code, after an unsubscribe.',
  request: { body: emailSubscriptionRequestSchema },
  response: emailSubscriptionSchema,
})

export const sendContactMessage = /* @__PURE__ */ route({
  id: 'sendContactMessage',
  method: 'POST',
  path: '/contact',
  handler: 'identity/send-contact-message',
  auth: 'public',
  rateLimit: 'auth',
  summary: "Mails a visitor's message to the operator's contact address; checks reCAPTCHA when configured.",
  request: { body: contactMessageRequestSchema },
  response: contactMessageResponseSchema,
})

/** What the public site calls: the unsubscribe pages and the contact form. */
export const siteRoutes = {
  getSiteSettings,
  listPublicPlans,
  recordPageView,
  unsubscribeFromEmails,
  subscribeToEmails,
  sendContactMessage,
}
