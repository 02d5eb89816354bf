import * as authRoutes from '@platform/shared/routes/auth-routes'
import { signUp } from '../../domains/identity/sign-up.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { countOutcome } from '../../platform/metrics.ts'

export const handler = defineHandler(authRoutes.signUp, async ({ body }) => {
  const { email } = await countOutcome(() => signUp(body), { succeeded: 'SignUps' })
  return { email, verificationRequired: true as const }
})
