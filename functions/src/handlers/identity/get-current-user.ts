import { routes } from '@platform/shared/routes'
import { getProfile } from '../../domains/identity/get-profile.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getCurrentUser, ({ session }) => getProfile(session.userId))
