import * as authRoutes from '@platform/shared/routes/auth-routes'
import { signUp } from '../../domains/identity/sign-up.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.signUp, async ({ body }) => {
  const { email } = await signUp(body)
  return { email, verificationRequired: true as const }
})
