import type { GoogleSignInOptions } from '@platform/shared/contracts/auth'
import { environment } from '../../platform/environment.ts'

/**
 * How the console should offer Google sign-in: with the configured OAuth client id, with the local stand-in
 * (local mode, no client id), or not at all, so a button that cannot work is never shown.
 */
export function getGoogleSignInOptions(): GoogleSignInOptions {
  const { GOOGLE_CLIENT_ID, GOOGLE_SIGN_IN_STAND_IN } = environment()
  return { clientId: GOOGLE_CLIENT_ID ?? null, standIn: !GOOGLE_CLIENT_ID && GOOGLE_SIGN_IN_STAND_IN }
}
