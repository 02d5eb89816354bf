import * as userRoutes from '@platform/shared/routes/user-routes'
import { getProfile } from '../../domains/identity/get-profile.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(userRoutes.getCurrentUser, ({ session }) => getProfile(session.userId))
