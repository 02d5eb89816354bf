import * as z from 'zod'
import { defineSchema } from './contracts/define-schema.ts'
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

/** OpenAI's error object, answered by the routes whose `errorFormat` is `openAi`. */
export const openAiErrorSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    error: z.object({
      message: z.string(),
      /** OpenAI's error type for the status: invalid_request_error, permission_error, insufficient_quota, … */
      type: z.string(),
      /** The catalogue's code in lower case (INVALID_API_KEY is OpenAI's own `invalid_api_key`). */
      code: z.string(),
      param: z.null(),
    }),
  }),
)

export interface OpenAiError {
  error: { message: string; type: string; code: string; param: null }
}

function openAiErrorType(status: number): string {
  if (status >= 500) return 'server_error'
  if (status === 429) return 'rate_limit_error'
  if (status === 402) return 'insufficient_quota'
  if (status === 403) return 'permission_error'
  return 'invalid_request_error'
}

/**
 * The catalogue's error as OpenAI answers errors, with the catalogue's status.
 *
 * @example openAiFailure('INVALID_API_KEY') // { error: { message: 'This API key is not valid…', type: 'invalid_request_error', code: 'invalid_api_key', param: null } }
 */
export function openAiFailure(code: ErrorCode, message?: string): OpenAiError {
  return {
    error: {
      message: message ?? formatErrorMessage(code),
      type: openAiErrorType(errorCatalogue[code].status),
      code: code.toLowerCase(),
      param: null,
    },
  }
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
