import { environment } from './environment.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/**
 * Sends one email through SES (the local mailbox in local mode). The runtime's SES client is loaded on the first
 * mail, not when the function loads: most functions that can send mail (log-in, two-factor settings) seldom do,
 * and the SDK's client and core were most of their cold start (docs/decisions/0018).
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const [{ mailClient }, { SendEmailCommand }] = await Promise.all([
    import('./aws-clients/mail.ts'),
    import('@aws-sdk/client-sesv2'),
  ])
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
