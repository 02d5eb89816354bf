import { describeJsonSchemaProblem } from '@platform/shared/contracts/json-schema-shape'

/** What a new function takes when its parameters are left blank: no arguments (the API's default too). */
export const emptyParameters = { type: 'object', properties: {} } as const

export type ParametersParse = { ok: true; value: Record<string, unknown> } | { ok: false; message: string }

/**
 * Reads the parameters editor's text: JSON first, then the JSON Schema shape chat models accept, checked with the
 * same rules as the API (`describeJsonSchemaProblem`), so the form says what is wrong before anything is sent.
 *
 * @example
 * parseFunctionParameters('{"type":"object","properties":{"city":{"type":"string"}}}') // { ok: true, value: {...} }
 * parseFunctionParameters('{"type":"object",') // { ok: false, message: 'Not valid JSON: …' }
 */
export function parseFunctionParameters(text: string): ParametersParse {
  if (text.trim() === '') return { ok: true, value: { ...emptyParameters, properties: {} } }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${error instanceof Error ? error.message : 'check the syntax'}.` }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'Write a JSON object, such as {"type": "object", "properties": {}}.' }
  }
  const problem = describeJsonSchemaProblem(value)
  if (problem) return { ok: false, message: `Not a valid parameters schema: ${problem}` }
  return { ok: true, value: value as Record<string, unknown> }
}

/** The editor's text for stored parameters: indented, so nested properties read at a glance. */
export function formatParameters(value: Record<string, unknown>): string {
  return JSON.stringify(value, null, 2)
}

/** The argument names of a parameters schema, for the table: "city, unit", or "none". */
export function parameterNames(value: Record<string, unknown>): string {
  const properties = value.properties
  if (typeof properties !== 'object' || properties === null) return 'none'
  const names = Object.keys(properties)
  return names.length > 0 ? names.join(', ') : 'none'
}
