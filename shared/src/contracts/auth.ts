import * as z from 'zod'
import { defineSchema } from './define-schema.ts'
import { emailSchema, personNameSchema } from './shared-schemas.ts'
import { profileSchema, twoFactorMethodSchema } from './users.ts'

export { emailSchema }

/** Password rule shown in the console and enforced by the API and the user pool alike. */
export const passwordSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .min(8, 'Use at least 8 characters.')
    .max(128, 'Use at most 128 characters.')
    .regex(/[a-z]/i, 'Include at least one letter.')
    .regex(/[0-9]/, 'Include at least one number.'),
)

export const oneTimeCodeSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .max(12, 'Enter the 6-digit code.')
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
)

export const signupRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ email: emailSchema, password: passwordSchema, name: personNameSchema }),
)
export const signupResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ email: z.string(), verificationRequired: z.literal(true) }),
)

export const verifyEmailRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ email: emailSchema, code: oneTimeCodeSchema }),
)

export const loginRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    email: emailSchema,
    password: z.string().min(1, 'Enter your password.').max(256, 'Use at most 256 characters.'),
    /** A reCAPTCHA answer; needed only after many failed logins on the account, when a CAPTCHA is configured. */
    captcha: z.string().max(4_096).optional(),
  }),
)

/** After login: either signed in, or held for a second factor (spec section 4). */
export const loginResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    twoFactorRequired: z.boolean(),
    twoFactorMethod: twoFactorMethodSchema.nullable(),
    profile: profileSchema.nullable(),
  }),
)

export const verifyOtpRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ otp: oneTimeCodeSchema }))
export const resendOtpResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ sent: z.boolean(), retryAfterSeconds: z.number() }),
)

export const forgotPasswordRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ email: emailSchema }))
export const verifyResetPasswordRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ email: emailSchema, code: oneTimeCodeSchema }),
)
export const resetPasswordRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    email: emailSchema,
    code: oneTimeCodeSchema,
    password: passwordSchema,
  }),
)
export const updatePasswordRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    oldPassword: z.string().min(1, 'Enter your current password.').max(256),
    newPassword: passwordSchema,
  }),
)
export const setPasswordRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ password: passwordSchema }))
export const googleSignInRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ accessToken: z.string().min(1).max(8_192) }),
)
/** How the console offers Google sign-in: Google's own popup (client id), the local stand-in, or not at all. */
export const googleSignInOptionsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ clientId: z.string().nullable(), standIn: z.boolean() }),
)
export type GoogleSignInOptions = z.infer<typeof googleSignInOptionsSchema>
export const recaptchaRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ response: z.string().min(1).max(8_192) }),
)
export const recaptchaResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ enabled: z.boolean(), success: z.boolean() }),
)

export const verifyInviteRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    token: z.string().min(10).max(512),
    /** Needed only when the invited email has no account yet. */
    name: personNameSchema.optional(),
    password: passwordSchema.optional(),
  }),
)
export const verifyInviteResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    organizationId: z.string(),
    organizationName: z.string(),
    roleName: z.string(),
    /** True when the invitation created the account and signed the person in. */
    signedIn: z.boolean(),
    /** True when the invited email has an account and must log in to continue. */
    loginRequired: z.boolean(),
  }),
)

export const acknowledgementSchema = /* @__PURE__ */ defineSchema(() => z.object({ ok: z.literal(true) }))
