import * as z from 'zod'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'

const verificationSchema = z.object({ success: z.boolean(), score: z.number().optional() })

/** Checks a reCAPTCHA answer with Google. Without a configured secret the check is off and says so. */
export async function verifyRecaptcha(
  answer: string,
  remoteAddress: string,
): Promise<{ enabled: boolean; success: boolean }> {
  const settings = environment()
  if (!settings.RECAPTCHA_SECRET) return { enabled: false, success: true }
  let response: Response
  try {
    response = await fetch(settings.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.RECAPTCHA_SECRET, response: answer, remoteip: remoteAddress }),
      signal: AbortSignal.timeout(5_000),
    })
  } catch (error) {
    throw new AppError('DEPENDENCY_UNAVAILABLE', { cause: error })
  }
  const parsed = verificationSchema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) throw new AppError('DEPENDENCY_UNAVAILABLE')
  if (!parsed.data.success || (parsed.data.score !== undefined && parsed.data.score < 0.5)) {
    throw new AppError('SUSPICIOUS_ACTIVITY')
  }
  return { enabled: true, success: true }
}
