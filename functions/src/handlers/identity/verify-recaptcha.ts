import { routes } from '@platform/shared/routes'
import { verifyRecaptcha } from '../../domains/identity/verify-recaptcha.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.verifyRecaptcha, ({ body, sourceAddress }) =>
  verifyRecaptcha(body.response, sourceAddress),
)
