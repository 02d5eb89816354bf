import { routes } from '@platform/shared/routes'
import { signUp } from '../../domains/identity/sign-up.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.signUp, async ({ body }) => {
  const { email } = await signUp(body)
  return { email, verificationRequired: true as const }
})
