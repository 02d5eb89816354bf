import * as z from 'zod'
import { type ErrorCode, errorCatalogue, fallbackErrorMessage, formatErrorMessage } from './errors.ts'

/** Every API answer is wrapped: `{success:true,data}` or `{success:false,errors:{CODE:message}}`. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data })
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errors: z.record(z.string(), z.string()),
})

export type SuccessEnvelope<T> = { success: true; data: T }
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope

export function success<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data }
}

export function failure(code: ErrorCode, message?: string): ErrorEnvelope {
  return { success: false, errors: { [code]: message ?? formatErrorMessage(code) } }
}

export function statusOf(code: ErrorCode): number {
  return errorCatalogue[code].status
}

/**
 * Spec section 5: a response without `success:true` becomes one error whose text lists the errors map as
 * `KEY: message` pairs, or the fallback message when there is none.
 */
export function describeFailure(body: unknown): string {
  const parsed = errorEnvelopeSchema.safeParse(body)
  if (!parsed.success || Object.keys(parsed.data.errors).length === 0) return fallbackErrorMessage
  return Object.entries(parsed.data.errors)
    .map(([key, message]) => `${key}: ${message}`)
    .join(', ')
}
