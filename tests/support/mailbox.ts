/** One mail as the local mailbox (aws-ses-v2-local) lists it at `GET /store`. */
export interface StoredEmail {
  messageId: string
  from: string
  destination: { to: string[]; cc: string[]; bcc: string[] }
  subject: string
  body: { text?: string; html?: string }
  /** Seconds since the epoch. */
  at: number
}

export async function listEmails(mailboxUrl: string): Promise<StoredEmail[]> {
  const response = await fetch(`${mailboxUrl}/store`)
  if (!response.ok) throw new Error(`Mailbox answered ${response.status}`)
  const { emails } = (await response.json()) as { emails: StoredEmail[] }
  return emails
}

/**
 * Waits for the newest mail to `to` whose subject matches, polling the local mailbox (mail is sent while the
 * request is handled, but the stand-in stores it asynchronously).
 *
 * @example
 * const mail = await waitForEmail(platform.mailboxUrl, 'ada@example.com', /verification code/)
 */
export async function waitForEmail(
  mailboxUrl: string,
  to: string,
  subject: RegExp = /./,
  { timeoutMilliseconds = 15_000, after = 0 }: { timeoutMilliseconds?: number; after?: number } = {},
): Promise<StoredEmail> {
  const deadline = Date.now() + timeoutMilliseconds
  while (Date.now() < deadline) {
    const matches = (await listEmails(mailboxUrl)).filter(
      (email) =>
        email.destination.to.some((address) => address.toLowerCase() === to.toLowerCase()) &&
        subject.test(email.subject) &&
        email.at >= after,
    )
    const newest = matches.at(-1)
    if (newest) return newest
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No email to ${to} matching ${subject} arrived within ${timeoutMilliseconds} ms`)
}

/** The 6-digit code the platform puts in the subject of verification, sign-in and reset mails. */
export function codeFrom(email: StoredEmail): string {
  const code = /\b(\d{6})\b/.exec(email.subject)?.[1]
  if (!code) throw new Error(`No 6-digit code in "${email.subject}"`)
  return code
}
