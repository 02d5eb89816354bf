import type { Profile } from '@platform/shared/contracts/users'
import { errorCatalogue } from '@platform/shared/errors'
import { ApiError, RequestBlockedError } from '../../lib/api-client.ts'
import type { SessionState } from './navigation-rules.ts'

export interface ProfileFetch {
  isPending: boolean
  /** `null` is the API client's answer to a server error or network failure. */
  data: Profile | null | undefined
  error: unknown
}

/** Reads the session state of spec section 4 off the outcome of `GET /users/me`. */
export function sessionStateFrom({ isPending, data, error }: ProfileFetch): SessionState {
  if (error instanceof ApiError && error.status === 401) {
    const messages = Object.values(error.errors)
    if (messages.includes(errorCatalogue.TWO_FA.message)) return { status: 'twoFactorPending' }
    if (messages.includes(errorCatalogue.PASSWORD_NOT_SET.message)) return { status: 'passwordNotSet' }
    return { status: 'signedOut' }
  }
  // Blocked requests only happen right after a session timeout, which already signed the user out.
  if (error instanceof RequestBlockedError) return { status: 'signedOut' }
  if (error) return { status: 'unavailable' }
  if (isPending) return { status: 'loading' }
  if (!data) return { status: 'unavailable' }
  return { status: 'signedIn', profile: data }
}
