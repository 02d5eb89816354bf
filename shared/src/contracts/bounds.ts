import * as z from 'zod'
import { defineSchema } from './define-schema.ts'

/** The longest id the platform hands out or accepts (ours are 20 to 40 characters); longer ones are refused. */
export const maximumIdLength = 128

/** An id sent in a request body (a user, a knowledge item, a system prompt…). */
export const idSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().trim().min(1, 'Give an id.').max(maximumIdLength, `Use at most ${maximumIdLength} characters.`),
)

/**
 * Free-form JSON (a function's parameters schema, tool call arguments) bounded by its serialized size, with the
 * bound recorded in the JSON Schema (`x-max-json-characters`) so the route table's bound check can see it.
 *
 * @example boundedJson(z.record(z.string(), z.unknown()), 20_000)
 */
/** 32000 → "32,000", as `toLocaleString('en-US')` writes it, without loading ICU's locale data (~50 ms) at import. */
const withThousandsSeparators = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

export function boundedJson<T extends z.ZodType>(schema: T, maximumCharacters: number): T {
  return schema
    .refine((value) => JSON.stringify(value ?? null).length <= maximumCharacters, {
      message: `Keep it under ${withThousandsSeparators(maximumCharacters)} characters of JSON.`,
    })
    .meta({ 'x-max-json-characters': maximumCharacters }) as T
}
