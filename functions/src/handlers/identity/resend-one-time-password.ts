import * as authRoutes from '@platform/shared/routes/auth-routes'
import { resendOneTimePassword } from '../../domains/identity/two-factor.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.resendOneTimePassword, ({ session }) => resendOneTimePassword(session))
