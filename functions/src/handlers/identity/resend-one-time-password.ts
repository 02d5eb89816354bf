import { routes } from '@platform/shared/routes'
import { resendOneTimePassword } from '../../domains/identity/two-factor.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.resendOneTimePassword, ({ session }) => resendOneTimePassword(session))
