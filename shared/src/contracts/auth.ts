import * as z from 'zod'
import { personNameSchema, profileSchema, twoFactorMethodSchema } from './users.ts'

export const emailSchema = z
  .string()
  .max(320, 'Use at most 254 characters.')
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address.').max(254, 'Use at most 254 characters.'))

/** Password rule shown in the console and enforced by the API and the user pool alike. */
export const passwordSchema = z
  .string()
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.')
  .regex(/[a-z]/i, 'Include at least one letter.')
  .regex(/[0-9]/, 'Include at least one number.')

export const oneTimeCodeSchema = z
  .string()
  .max(12, 'Enter the 6-digit code.')
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code.')

export const signupRequestSchema = z.object({ email: emailSchema, password: passwordSchema, name: personNameSchema })
export const signupResponseSchema = z.object({ email: z.string(), verificationRequired: z.literal(true) })

export const verifyEmailRequestSchema = z.object({ email: emailSchema, code: oneTimeCodeSchema })

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(256, 'Use at most 256 characters.'),
  /** A reCAPTCHA answer; needed only after many failed logins on the account, when a CAPTCHA is configured. */
  captcha: z.string().max(4_096).optional(),
})

/** After login: either signed in, or held for a second factor (spec section 4). */
export const loginResponseSchema = z.object({
  twoFactorRequired: z.boolean(),
  twoFactorMethod: twoFactorMethodSchema.nullable(),
  profile: profileSchema.nullable(),
})

export const verifyOtpRequestSchema = z.object({ otp: oneTimeCodeSchema })
export const resendOtpResponseSchema = z.object({ sent: z.boolean(), retryAfterSeconds: z.number() })

export const forgotPasswordRequestSchema = z.object({ email: emailSchema })
export const verifyResetPasswordRequestSchema = z.object({ email: emailSchema, code: oneTimeCodeSchema })
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  code: oneTimeCodeSchema,
  password: passwordSchema,
})
export const updatePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1, 'Enter your current password.').max(256),
  newPassword: passwordSchema,
})
export const setPasswordRequestSchema = z.object({ password: passwordSchema })
export const googleSignInRequestSchema = z.object({ accessToken: z.string().min(1).max(8_192) })
/** How the console offers Google sign-in: Google's own popup (client id), the local stand-in, or not at all. */
export const googleSignInOptionsSchema = z.object({ clientId: z.string().nullable(), standIn: z.boolean() })
export type GoogleSignInOptions = z.infer<typeof googleSignInOptionsSchema>
export const recaptchaRequestSchema = z.object({ response: z.string().min(1).max(8_192) })
export const recaptchaResponseSchema = z.object({ enabled: z.boolean(), success: z.boolean() })

export const verifyInviteRequestSchema = z.object({
  token: z.string().min(10).max(512),
  /** Needed only when the invited email has no account yet. */
  name: personNameSchema.optional(),
  password: passwordSchema.optional(),
})
export const verifyInviteResponseSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  roleName: z.string(),
  /** True when the invitation created the account and signed the person in. */
  signedIn: z.boolean(),
  /** True when the invited email has an account and must log in to continue. */
  loginRequired: z.boolean(),
})

export const acknowledgementSchema = z.object({ ok: z.literal(true) })
