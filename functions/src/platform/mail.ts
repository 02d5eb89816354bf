import { SendEmailCommand } from '@aws-sdk/client-sesv2'
import { mailClient } from './aws-clients/mail.ts'
import { environment } from './environment.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends one email through SES (the local mailbox in local mode). */
export async function sendMail(message: MailMessage): Promise<void> {
  await mailClient().send(
    new SendEmailCommand({
      FromEmailAddress: environment().MAIL_FROM,
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
        },
      },
    }),
  )
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
