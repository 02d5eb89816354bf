import type { EmailSubscription, EmailTopic } from '@platform/shared/contracts/site'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { constantTimeEqual, keyedHash } from '../../platform/secure-compare.ts'

/*
 * The code of an unsubscribe link is the address (base64url) and an HMAC of topic and address under the
 * platform's signing key: the link works without a sign-in and without storing a token per email sent, and
 * nobody can make one for someone else's address.
 */

function signatureOf(topic: EmailTopic, email: string): string {
  return keyedHash(environment().CODE_SIGNING_SECRET, `unsubscribe:${topic}:${email}`)
}

/**
 * The code for the unsubscribe link of an email about `topic` sent to `email`.
 *
 * @example `${origin}/emails/unsubscribe/policy-updates/?code=${unsubscribeCodeFor('policy-updates', to)}`
 */
export function unsubscribeCodeFor(topic: EmailTopic, email: string): string {
  const normalized = email.trim().toLowerCase()
  return `${Buffer.from(normalized).toString('base64url')}.${signatureOf(topic, normalized)}`
}

/** The address a code was made for, or INVALID_UNSUBSCRIBE_CODE when it was not made by us for this topic. */
export function emailOfUnsubscribeCode(topic: EmailTopic, code: string): string {
  const [encodedEmail, signature, ...rest] = code.trim().split('.')
  if (!encodedEmail || !signature || rest.length > 0) throw new AppError('INVALID_UNSUBSCRIBE_CODE')
  const email = Buffer.from(encodedEmail, 'base64url').toString('utf8')
  if (!email.includes('@') || !constantTimeEqual(signature, signatureOf(topic, email))) {
    throw new AppError('INVALID_UNSUBSCRIBE_CODE')
  }
  return email
}

/** `ada@example.com` becomes `a**@example.com`: enough to recognise one's own address, not to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(2, local.length - 1))}@${domain}`
}

async function setSubscription(topic: EmailTopic, code: string, subscribed: boolean): Promise<EmailSubscription> {
  const email = emailOfUnsubscribeCode(topic, code)
  await db().entities.emailSubscription.put({ email, topic, subscribed }).go()
  return { topic, subscribed, maskedEmail: maskEmail(email) }
}

/** Spec section 2: `/emails/unsubscribe/<topic>/` stops that kind of email for the address of the link. */
export function unsubscribeFromEmails(topic: EmailTopic, code: string): Promise<EmailSubscription> {
  return setSubscription(topic, code, false)
}

/** "Subscribe back" on the same page, with the same code. */
export function subscribeToEmails(topic: EmailTopic, code: string): Promise<EmailSubscription> {
  return setSubscription(topic, code, true)
}

/** Whether an address still receives a kind of email: senders of product and policy mail ask this first. */
export async function receivesEmails(topic: EmailTopic, email: string): Promise<boolean> {
  const { data } = await db().entities.emailSubscription.get({ email: email.trim().toLowerCase(), topic }).go()
  return data?.subscribed ?? true
}
