import { environment } from '../../platform/environment.ts'

/**
 * Disposable and throwaway mail domains refused at sign-up. A maintained starting list; operators add their
 * own with BLOCKED_EMAIL_DOMAINS (comma-separated). Subdomains of a blocked domain are blocked too.
 */
const maintainedList = [
  '10minutemail.com',
  '20minutemail.com',
  'anonaddy.me',
  'burnermail.io',
  'discard.email',
  'dispostable.com',
  'dropmail.me',
  'emailondeck.com',
  'fakeinbox.com',
  'fakemail.net',
  'getairmail.com',
  'getnada.com',
  'guerrillamail.biz',
  'guerrillamail.com',
  'guerrillamail.de',
  'guerrillamail.net',
  'guerrillamail.org',
  'guerrillamailblock.com',
  'harakirimail.com',
  'inboxbear.com',
  'mail.tm',
  'mailcatch.com',
  'maildrop.cc',
  'mailinator.com',
  'mailinator.net',
  'mailnesia.com',
  'mailpoof.com',
  'mintemail.com',
  'moakt.com',
  'mohmal.com',
  'mytemp.email',
  'nada.email',
  'sharklasers.com',
  'spam4.me',
  'spambox.us',
  'spamgourmet.com',
  'temp-mail.io',
  'temp-mail.org',
  'tempail.com',
  'tempmail.com',
  'tempmail.dev',
  'tempmail.net',
  'tempmailo.com',
  'tempr.email',
  'throwawaymail.com',
  'trashmail.com',
  'trashmail.de',
  'trashmail.net',
  'yopmail.com',
  'yopmail.fr',
  'yopmail.net',
]

export function isBlockedEmailDomain(email: string): boolean {
  const domain = email.split('@').pop()?.toLowerCase() ?? ''
  const extra = environment()
    .BLOCKED_EMAIL_DOMAINS.split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  return [...maintainedList, ...extra].some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`))
}
