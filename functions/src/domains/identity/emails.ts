import { escapeMarkup } from '@platform/shared/escape-markup'
import { environment } from '../../platform/environment.ts'
import { type MailMessage, sendMail } from '../../platform/mail.ts'

const productName = 'Assistant Platform'

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): Pick<MailMessage, 'text' | 'html'> {
  const text = [title, '', ...paragraphs, ...(action ? ['', `${action.label}: ${action.url}`] : [])].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1b3d">
<h2>${escapeMarkup(title)}</h2>${paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('')}
${action ? `<p><a href="${escapeMarkup(action.url)}" style="background:#f28c28;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeMarkup(action.label)}</a></p>` : ''}
<p style="color:#5f6b7a;font-size:12px">${productName}</p></body></html>`
  return { text, html }
}

export async function sendVerificationCode(to: string, code: string): Promise<void> {
  const url = `${environment().APP_ORIGIN}/verify-email/?email=${encodeURIComponent(to)}`
  await sendMail({
    to,
    subject: `Your ${productName} verification code: ${code}`,
    ...layout('Verify your email address', [`Your verification code is ${code}.`, 'It is valid for 24 hours.'], {
      label: 'Verify email',
      url,
    }),
  })
}

export async function sendTwoFactorCode(to: string, code: string): Promise<void> {
  await sendMail({
    to,
    subject: `Your ${productName} sign-in code: ${code}`,
    ...layout('Your sign-in code', [
      `Your one-time sign-in code is ${code}.`,
      'It is valid for 10 minutes. If you did not try to sign in, change your password.',
    ]),
  })
}

export async function sendPasswordResetCode(to: string, code: string): Promise<void> {
  const url = `${environment().APP_ORIGIN}/reset-password/?email=${encodeURIComponent(to)}`
  await sendMail({
    to,
    subject: `Your ${productName} password reset code: ${code}`,
    ...layout(
      'Reset your password',
      [
        `Your password reset code is ${code}.`,
        'It is valid for 30 minutes. If you did not ask for it, ignore this email.',
      ],
      { label: 'Choose a new password', url },
    ),
  })
}

export async function sendInvitation(options: {
  to: string
  organizationName: string
  inviterName: string
  role: string
  token: string
}): Promise<void> {
  const url = `${environment().APP_ORIGIN}/invite/?token=${encodeURIComponent(options.token)}&email=${encodeURIComponent(options.to)}`
  await sendMail({
    to: options.to,
    subject: `${options.inviterName} invited you to ${options.organizationName} on ${productName}`,
    ...layout(
      `Join ${options.organizationName}`,
      [
        `${options.inviterName} invited you to join ${options.organizationName} as ${options.role}.`,
        'The invitation is valid for 7 days.',
      ],
      { label: 'Accept invitation', url },
    ),
  })
}
