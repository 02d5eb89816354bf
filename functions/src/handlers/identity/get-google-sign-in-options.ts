import * as authRoutes from '@platform/shared/routes/auth-routes'
import { getGoogleSignInOptions } from '../../domains/identity/get-google-sign-in-options.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(authRoutes.getGoogleSignInOptions, async () => getGoogleSignInOptions())
