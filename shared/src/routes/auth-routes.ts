import {
  acknowledgementSchema,
  forgotPasswordRequestSchema,
  googleSignInOptionsSchema,
  googleSignInRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  recaptchaRequestSchema,
  recaptchaResponseSchema,
  resendOtpResponseSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  updatePasswordRequestSchema,
  verifyEmailRequestSchema,
  verifyInviteRequestSchema,
  verifyInviteResponseSchema,
  verifyOtpRequestSchema,
  verifyResetPasswordRequestSchema,
} from '../contracts/auth.ts'
import { profileSchema } from '../contracts/users.ts'
import { route } from '../route-definition.ts'

export const signUp = /* @__PURE__ */ route({
  id: 'signUp',
  method: 'POST',
  path: '/auth/signup',
  handler: 'identity/sign-up',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Creates an account and emails a verification code.',
  request: { body: signupRequestSchema },
  response: signupResponseSchema,
})

export const verifyEmail = /* @__PURE__ */ route({
  id: 'verifyEmail',
  method: 'POST',
  path: '/auth/verify-email',
  handler: 'identity/verify-email',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Activates the account with the emailed code and signs the person in.',
  request: { body: verifyEmailRequestSchema },
  response: profileSchema,
})

export const logIn = /* @__PURE__ */ route({
  id: 'logIn',
  method: 'POST',
  path: '/auth/login',
  handler: 'identity/log-in',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Signs in with email and password; users with two-factor are held until they give their code.',
  request: { body: loginRequestSchema },
  response: loginResponseSchema,
})

export const verifyOneTimePassword = /* @__PURE__ */ route({
  id: 'verifyOneTimePassword',
  method: 'POST',
  path: '/auth/verify-otp',
  handler: 'identity/verify-one-time-password',
  auth: 'twoFactorPending',
  rateLimit: 'auth',
  summary: 'Completes a two-factor login with the emailed or authenticator code.',
  request: { body: verifyOtpRequestSchema },
  response: profileSchema,
})

export const resendOneTimePassword = /* @__PURE__ */ route({
  id: 'resendOneTimePassword',
  method: 'GET',
  path: '/auth/resend-otp',
  handler: 'identity/resend-one-time-password',
  auth: 'twoFactorPending',
  rateLimit: 'auth',
  summary: 'Emails a new two-factor code (throttled).',
  response: resendOtpResponseSchema,
})

// A write, so the cross-site rules of every write apply: as a GET, an <img> on any site logged its visitors out.
export const logOut = /* @__PURE__ */ route({
  id: 'logOut',
  method: 'POST',
  path: '/auth/logout',
  handler: 'identity/log-out',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Ends the session on the server and clears its cookie.',
  response: acknowledgementSchema,
})

export const forgotPassword = /* @__PURE__ */ route({
  id: 'forgotPassword',
  method: 'POST',
  path: '/auth/forgot-password',
  handler: 'identity/forgot-password',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Emails a password reset code when the account exists (the answer is the same either way).',
  request: { body: forgotPasswordRequestSchema },
  response: acknowledgementSchema,
})

export const verifyResetPassword = /* @__PURE__ */ route({
  id: 'verifyResetPassword',
  method: 'POST',
  path: '/auth/verify-reset-password',
  handler: 'identity/verify-reset-password',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Checks a password reset code before the new password is chosen.',
  request: { body: verifyResetPasswordRequestSchema },
  response: acknowledgementSchema,
})

export const resetPassword = /* @__PURE__ */ route({
  id: 'resetPassword',
  method: 'POST',
  path: '/auth/reset-password',
  handler: 'identity/reset-password',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Sets a new password with a reset code and ends every session of the account.',
  request: { body: resetPasswordRequestSchema },
  response: acknowledgementSchema,
})

export const updatePassword = /* @__PURE__ */ route({
  id: 'updatePassword',
  method: 'PUT',
  path: '/auth/update-password',
  handler: 'identity/update-password',
  auth: 'session',
  rateLimit: 'auth',
  summary: 'Changes the password after checking the current one.',
  request: { body: updatePasswordRequestSchema },
  response: acknowledgementSchema,
})

export const setPassword = /* @__PURE__ */ route({
  id: 'setPassword',
  method: 'POST',
  path: '/auth/set-password',
  handler: 'identity/set-password',
  auth: 'session',
  rateLimit: 'auth',
  summary: 'Sets a first password for an account that has none (signed up with Google or by invitation).',
  request: { body: setPasswordRequestSchema },
  response: profileSchema,
})

export const signInWithGoogle = /* @__PURE__ */ route({
  id: 'signInWithGoogle',
  method: 'POST',
  path: '/auth/oauth/google',
  handler: 'identity/sign-in-with-google',
  auth: 'public',
  rateLimit: 'auth',
  summary: "Signs in or up with a Google access token, verified with Google's user info endpoint.",
  request: { body: googleSignInRequestSchema },
  response: loginResponseSchema,
})

export const getGoogleSignInOptions = /* @__PURE__ */ route({
  id: 'getGoogleSignInOptions',
  method: 'GET',
  path: '/auth/oauth/google',
  handler: 'identity/get-google-sign-in-options',
  auth: 'public',
  rateLimit: 'standard',
  summary: 'Whether the console offers Google sign-in, and how: the OAuth client id, or the local stand-in.',
  response: googleSignInOptionsSchema,
})

export const verifyInvite = /* @__PURE__ */ route({
  id: 'verifyInvite',
  method: 'POST',
  path: '/auth/verify-invite',
  handler: 'organizations/verify-invite',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Accepts an organization invitation, creating the account first when the email has none.',
  request: { body: verifyInviteRequestSchema },
  response: verifyInviteResponseSchema,
})

export const verifyRecaptcha = /* @__PURE__ */ route({
  id: 'verifyRecaptcha',
  method: 'POST',
  path: '/integrations/recaptcha',
  handler: 'identity/verify-recaptcha',
  auth: 'public',
  rateLimit: 'auth',
  summary: 'Verifies a reCAPTCHA answer against the configured secret; off when no secret is configured.',
  request: { body: recaptchaRequestSchema },
  response: recaptchaResponseSchema,
})

export const authRoutes = {
  signUp,
  verifyEmail,
  logIn,
  verifyOneTimePassword,
  resendOneTimePassword,
  logOut,
  forgotPassword,
  verifyResetPassword,
  resetPassword,
  updatePassword,
  setPassword,
  signInWithGoogle,
  getGoogleSignInOptions,
  verifyInvite,
  verifyRecaptcha,
}
