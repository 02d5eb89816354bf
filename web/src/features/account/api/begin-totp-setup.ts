import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'

/**
 * `POST /users/me/two-factor/totp`: creates an authenticator-app secret. It is not switched on until a code
 * from the app is confirmed with `updateTwoFactor`.
 */
export function beginTotpSetup() {
  return apiClient.callRoute(routes.beginTotpSetup)
}

export function useBeginTotpSetup() {
  return useMutation({ mutationFn: async () => requireAnswer(await beginTotpSetup()) })
}
