import {
  beginTotpSetupResponseSchema,
  profileSchema,
  updateProfileRequestSchema,
  updateTwoFactorRequestSchema,
} from '../contracts/users.ts'
import { route } from '../route-definition.ts'

export const getCurrentUser = /* @__PURE__ */ route({
  id: 'getCurrentUser',
  method: 'GET',
  path: '/users/me',
  handler: 'identity/get-current-user',
  auth: 'session',
  rateLimit: 'standard',
  summary: "The signed-in user's profile.",
  response: profileSchema,
})

export const updateCurrentUser = /* @__PURE__ */ route({
  id: 'updateCurrentUser',
  method: 'PUT',
  path: '/users/me',
  handler: 'identity/update-current-user',
  auth: 'session',
  rateLimit: 'standard',
  summary: "Updates the signed-in user's profile.",
  request: { body: updateProfileRequestSchema },
  response: profileSchema,
})

export const beginTotpSetup = /* @__PURE__ */ route({
  id: 'beginTotpSetup',
  method: 'POST',
  path: '/users/me/two-factor/totp',
  handler: 'identity/begin-totp-setup',
  auth: 'session',
  rateLimit: 'auth',
  summary: 'Creates an authenticator-app secret to confirm with a code before it is switched on.',
  response: beginTotpSetupResponseSchema,
})

export const updateTwoFactor = /* @__PURE__ */ route({
  id: 'updateTwoFactor',
  method: 'PUT',
  path: '/users/me/two-factor',
  handler: 'identity/update-two-factor',
  auth: 'session',
  rateLimit: 'auth',
  summary: 'Switches two-factor on (email or authenticator app) or off.',
  request: { body: updateTwoFactorRequestSchema },
  response: profileSchema,
})

export const userRoutes = {
  getCurrentUser,
  updateCurrentUser,
  beginTotpSetup,
  updateTwoFactor,
}
