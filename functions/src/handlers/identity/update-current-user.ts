import * as userRoutes from '@platform/shared/routes/user-routes'
import { updateProfile } from '../../domains/identity/profile-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(userRoutes.updateCurrentUser, ({ body, session }) =>
  updateProfile(session.userId, body),
)
