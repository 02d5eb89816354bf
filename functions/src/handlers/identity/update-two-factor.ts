import * as userRoutes from '@platform/shared/routes/user-routes'
import { updateTwoFactor } from '../../domains/identity/profile-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(userRoutes.updateTwoFactor, ({ body, session }) =>
  updateTwoFactor(session.userId, body),
)
