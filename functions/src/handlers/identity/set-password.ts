import { routes } from '@platform/shared/routes'
import { setPassword } from '../../domains/identity/passwords.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.setPassword, ({ body, session }) =>
  setPassword(session.userId, body.password),
)
