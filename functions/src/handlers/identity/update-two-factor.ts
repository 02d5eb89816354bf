import { routes } from '@platform/shared/routes'
import { updateTwoFactor } from '../../domains/identity/profile-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.updateTwoFactor, ({ body, session }) =>
  updateTwoFactor(session.userId, body),
)
