import * as authRoutes from '@platform/shared/routes/auth-routes'
import { setPassword } from '../../domains/identity/passwords.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.setPassword, ({ body, session }) =>
  setPassword(session.userId, body.password),
)
