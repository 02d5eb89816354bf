import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'

/**
 * `GET /auth/resend-otp`: emails a new two-factor code. The server throttles it and answers `sent: false` with
 * `retryAfterSeconds` while the previous code is too recent.
 */
export function resendOneTimePassword() {
  return apiClient.callRoute(routes.resendOneTimePassword)
}

export function useResendOneTimePassword() {
  return useMutation({ mutationFn: async () => requireAnswer(await resendOneTimePassword()) })
}
