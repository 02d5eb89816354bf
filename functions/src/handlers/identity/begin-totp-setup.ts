import * as userRoutes from '@platform/shared/routes/user-routes'
import { beginTotpSetup } from '../../domains/identity/profile-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(userRoutes.beginTotpSetup, ({ session }) => beginTotpSetup(session.userId))
