import { ApiError } from '../api-client.ts'

/** Field path (`email`, `users.0.role`) to the message shown under that field. */
export type FieldErrors = Readonly<Record<string, string>>

interface Issue {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

/**
 * What the console needs of a shared zod schema. Typed structurally so the console validates with the very
 * schemas the API uses without depending on zod itself.
 */
export interface ParsingSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } }
}

export type Validation<Output> = { success: true; data: Output } | { success: false; fieldErrors: FieldErrors }

function pathText(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.')
}

/**
 * Validates form values with a shared schema. Each field gets the first message about it, the order in which
 * the schema checks its rules; issues about the whole form are kept under the empty path.
 *
 * @example
 * validateWith(signupRequestSchema, { email: 'ada', password: '', name: 'Ada' })
 * // { success: false, fieldErrors: { email: 'Enter a valid email address.', password: 'Use at least 8 characters.' } }
 */
export function validateWith<Output>(schema: ParsingSchema<Output>, values: unknown): Validation<Output> {
  const result = schema.safeParse(values)
  if (result.success) return { success: true, data: result.data }
  const fieldErrors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const path = pathText(issue.path)
    fieldErrors[path] ??= issue.message
  }
  return { success: false, fieldErrors }
}

/**
 * The API names invalid fields in its `VALIDATION_FAILED` message as `field: message` pairs joined by `; `
 * (the handler pipeline's format). Reads them back so they can be shown under the fields.
 *
 * @example
 * parseValidationMessage('name: Enter your name.; password: Use at least 8 characters.')
 * // { name: 'Enter your name.', password: 'Use at least 8 characters.' }
 */
export function parseValidationMessage(message: string): FieldErrors {
  const fieldErrors: Record<string, string> = {}
  for (const part of message.split('; ')) {
    const separator = part.indexOf(': ')
    if (separator <= 0) continue
    const field = part.slice(0, separator).trim()
    const text = part.slice(separator + 2).trim()
    if (field && text) fieldErrors[field] ??= text
  }
  return fieldErrors
}

/**
 * Field errors carried by a failed API answer: the fields named by `VALIDATION_FAILED`, plus error codes a form
 * ties to one of its fields (for example `ORG_NAME_ALREADY_IN_USE` to `name`). Only fields the form shows are
 * returned, so nothing is lost silently; an empty result means the error belongs in a toast.
 */
export function fieldErrorsFromApiError(
  error: unknown,
  formFields: readonly string[],
  codeFields: Readonly<Record<string, string>> = {},
): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  // A list field such as `users` owns the paths below it (`users.0.email`).
  const shown = (field: string) => formFields.some((name) => field === name || field.startsWith(`${name}.`))
  const found: Record<string, string> = {}
  const validationMessage = error.errors.VALIDATION_FAILED
  if (validationMessage) {
    for (const [field, text] of Object.entries(parseValidationMessage(validationMessage))) {
      if (shown(field)) found[field] = text
    }
  }
  for (const [code, field] of Object.entries(codeFields)) {
    const text = error.errors[code]
    if (text && shown(field)) found[field] = text
  }
  return found
}
