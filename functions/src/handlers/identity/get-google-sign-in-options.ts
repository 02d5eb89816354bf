import { routes } from '@platform/shared/routes'
import { getGoogleSignInOptions } from '../../domains/identity/get-google-sign-in-options.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getGoogleSignInOptions, async () => getGoogleSignInOptions())
