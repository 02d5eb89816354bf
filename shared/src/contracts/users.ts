import * as z from 'zod'
import { defineSchema } from './define-schema.ts'
import { personNameSchema } from './shared-schemas.ts'

export { personNameSchema }

export const twoFactorMethodSchema = /* @__PURE__ */ defineSchema(() => z.enum(['email', 'totp']))
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>

/** Spec section 3 "Profile": what the console needs to route a signed-in user. */
export const profileSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    email: z.email(),
    name: z.string(),
    passwordSet: z.boolean(),
    oauthEnabled: z.boolean(),
    twoFactorEnabled: z.boolean(),
    twoFactorMethod: twoFactorMethodSchema.nullable(),
    /** When the terms and privacy policy were accepted at sign-up; null for accounts older than the record. */
    termsAcceptedAt: z.string().nullable(),
    createdAt: z.string(),
  }),
)
export type Profile = z.infer<typeof profileSchema>

export const updateProfileRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ name: personNameSchema }))

export const beginTotpSetupResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    secret: z.string(),
    /** `otpauth://` URI an authenticator app reads (as text or QR code). */
    otpauthUrl: z.string(),
  }),
)

export const updateTwoFactorRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.discriminatedUnion('enabled', [
    z.object({
      enabled: z.literal(true),
      method: twoFactorMethodSchema,
      /**
       * Required for `totp`: a current code from the app proves the secret was saved. For `email` on an account
       * without a password: the code the first attempt emailed.
       */
      otp: z.string().trim().max(12).optional(),
      /** Required for `email` when the account has a password (INVALID_CREDENTIALS otherwise). */
      password: z.string().max(256).optional(),
    }),
    /** Switching off needs the current password whenever the account has one (INVALID_CREDENTIALS otherwise). */
    z.object({ enabled: z.literal(false), password: z.string().max(256).optional() }),
  ]),
)
