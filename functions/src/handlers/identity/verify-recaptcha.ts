import * as authRoutes from '@platform/shared/routes/auth-routes'
import { verifyRecaptcha } from '../../domains/identity/verify-recaptcha.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.verifyRecaptcha, ({ body, sourceAddress }) =>
  verifyRecaptcha(body.response, sourceAddress),
)
