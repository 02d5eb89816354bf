import { routes } from '@platform/shared/routes'
import { updateProfile } from '../../domains/identity/profile-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.updateCurrentUser, ({ body, session }) =>
  updateProfile(session.userId, body),
)
