import { type FormEvent, useState } from 'react'
import { toast } from '../../components/toasts/toast-store.ts'
import { messageForUser } from '../api-client.ts'
import { type FieldErrors, fieldErrorsFromApiError, type ParsingSchema, validateWith } from './field-errors.ts'

export interface SchemaForm<Values, Output> {
  values: Values
  setValue<Name extends keyof Values>(name: Name, value: Values[Name]): void
  /** The message to show under a field, or undefined; client errors appear once a submit was attempted. */
  errorOf(name: string): string | undefined
  /** Returns a submit handler that validates and calls `onValid` with the parsed values only when they pass. */
  submit(onValid: (data: Output) => void): (event?: FormEvent) => void
  /**
   * Shows an API failure: under the fields it names (VALIDATION_FAILED or a code from `codeFields`), otherwise
   * in a toast. Use it as the mutation's `onError` with the mutation's `meta.silent` set.
   */
  reportError(error: unknown, codeFields?: Readonly<Record<string, string>>): void
  reset(values?: Values): void
}

/**
 * Form state validated with a shared zod schema, the same one the API validates with, so the console and the
 * server agree on every rule. Field errors from the server stay until the field is edited.
 *
 * @example
 * const form = useSchemaForm(signupRequestSchema, { name: '', email: '', password: '' })
 * <form onSubmit={form.submit((body) => signUp.mutate(body, { onError: (error) => form.reportError(error) }))}>
 */
export function useSchemaForm<Values extends Record<string, unknown>, Output>(
  schema: ParsingSchema<Output>,
  initialValues: Values,
  /** Turns the fields into the request before validation, e.g. optional fields left blank into `undefined`. */
  toRequest: (values: Values) => unknown = (values) => values,
): SchemaForm<Values, Output> {
  const [values, setValues] = useState(initialValues)
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})

  const validation = validateWith(schema, toRequest(values))
  const clientErrors: FieldErrors = attempted && !validation.success ? validation.fieldErrors : {}

  return {
    values,
    setValue(name, value) {
      setValues((current) => ({ ...current, [name]: value }))
      setServerErrors((current) => {
        if (!(String(name) in current)) return current
        const { [String(name)]: _edited, ...rest } = current
        return rest
      })
    },
    errorOf: (name) => clientErrors[name] ?? serverErrors[name],
    submit: (onValid) => (event) => {
      event?.preventDefault()
      setAttempted(true)
      if (validation.success) onValid(validation.data)
    },
    reportError(error, codeFields = {}) {
      const fieldErrors = fieldErrorsFromApiError(error, Object.keys(values), codeFields)
      if (Object.keys(fieldErrors).length > 0) return setServerErrors(fieldErrors)
      const message = messageForUser(error)
      if (message) toast.error(message)
    },
    reset(next = initialValues) {
      setValues(next)
      setAttempted(false)
      setServerErrors({})
    },
  }
}
