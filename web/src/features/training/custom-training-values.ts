import { type CustomTrainingOptions, customTrainingOptionsSchema } from '@platform/shared/contracts/training'
import type { ParsingSchema } from '../../lib/forms/field-errors.ts'

/**
 * The custom training form as typed: text fields, with the validation split as a percentage people think in.
 * A type alias rather than an interface, because the form helper takes a plain record of fields.
 */
export type CustomTrainingValues = {
  baseModel: string
  epochs: string
  /** Percent of the knowledge held out, 0 to 50; the API takes a share (0 to 0.5). */
  validationSplitPercent: string
  suffix: string
  /** Empty: the version's first system prompt, as the API chooses when none is given. */
  systemPromptId: string
}

export const emptyCustomTrainingValues: CustomTrainingValues = {
  baseModel: '',
  epochs: '',
  validationSplitPercent: '',
  suffix: '',
  systemPromptId: '',
}

interface Issue {
  path: PropertyKey[]
  message: string
}

/** A typed number, or undefined for a blank field; NaN marks text that is not a number. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  return Number(trimmed)
}

/**
 * The form's schema: blank fields are left out (the API then uses its standard value), numbers are read from
 * the text with a plain message when they are not numbers, the percentage becomes a share, and the result is
 * checked by the shared contract, so the form and the API agree on every bound. Issues keep the form's field
 * names, so each message lands under its own field.
 *
 * @example
 * customTrainingFormSchema.safeParse({ ...emptyCustomTrainingValues, epochs: '3', validationSplitPercent: '10' })
 * // { success: true, data: { epochs: 3, validationSplit: 0.1 } }
 */
export const customTrainingFormSchema: ParsingSchema<CustomTrainingOptions> = {
  safeParse(input) {
    const values = input as CustomTrainingValues
    const epochs = numberOf(values.epochs)
    const percent = numberOf(values.validationSplitPercent)
    const typingIssues: Issue[] = []
    if (epochs !== undefined && !Number.isInteger(epochs))
      typingIssues.push({ path: ['epochs'], message: 'Enter a whole number of epochs.' })
    if (percent !== undefined && !Number.isFinite(percent))
      typingIssues.push({ path: ['validationSplitPercent'], message: 'Enter a percentage from 0 to 50.' })
    if (typingIssues.length > 0) return { success: false, error: { issues: typingIssues } }

    const request = {
      baseModel: values.baseModel.trim() || undefined,
      epochs,
      // Rounded to a tenth of a percent so 12.3 does not become 0.12300000000000001.
      validationSplit: percent === undefined ? undefined : Math.round(percent * 10) / 1000,
      suffix: values.suffix.trim() || undefined,
      systemPromptId: values.systemPromptId || undefined,
    }
    const result = customTrainingOptionsSchema.safeParse(request)
    if (result.success) return { success: true, data: result.data }
    const issues = result.error.issues.map((issue) => ({
      path: issue.path[0] === 'validationSplit' ? ['validationSplitPercent', ...issue.path.slice(1)] : issue.path,
      message: issue.path[0] === 'validationSplit' && (percent ?? 0) < 0 ? 'Use 0 or more.' : issue.message,
    }))
    return { success: false, error: { issues } }
  },
}
