import type { ContactMessageRequest } from '@platform/shared/contracts/site'
import { escapeMarkup } from '@platform/shared/escape-markup'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { sendMail } from '../../platform/mail.ts'
import { verifyRecaptcha } from './verify-recaptcha.ts'

/** The bare address of a `Name <address>` sender, which is where the operator reads mail when nothing else is set. */
function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1] ?? sender
}

/**
 * The contact form of `/contact-us/`: checks reCAPTCHA when a secret is configured (lives beside the other bot
 * checks of identity), then mails the message to the operator with the visitor's address as the reply-to
 * line of the body, so answering is one click.
 */
export async function sendContactMessage(
  message: ContactMessageRequest,
  sourceAddress: string,
): Promise<{ sent: true }> {
  const settings = environment()
  if (settings.RECAPTCHA_SECRET) {
    if (!message.recaptchaResponse) throw new AppError('SUSPICIOUS_ACTIVITY')
    await verifyRecaptcha(message.recaptchaResponse, sourceAddress)
  }
  const subject = `Contact form (${message.topic}): ${message.name}`
  const text = [`From: ${message.name} <${message.email}>`, `Topic: ${message.topic}`, '', message.message].join('\n')
  await sendMail({
    to: settings.CONTACT_EMAIL ?? addressOf(settings.MAIL_FROM),
    subject,
    text,
    html: `<p>From: ${escapeMarkup(message.name)} &lt;<a href="mailto:${escapeMarkup(message.email)}">${escapeMarkup(message.email)}</a>&gt;<br>Topic: ${escapeMarkup(message.topic)}</p><p style="white-space:pre-wrap">${escapeMarkup(message.message)}</p>`,
  })
  return { sent: true }
}
