import { routes } from '@platform/shared/routes'
import { beginTotpSetup } from '../../domains/identity/profile-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.beginTotpSetup, ({ session }) => beginTotpSetup(session.userId))
