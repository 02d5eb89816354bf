import * as z from 'zod'

type JsonSchema = {
  type?: string | string[]
  maxLength?: number
  maxItems?: number
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema | JsonSchema[]
  prefixItems?: JsonSchema[]
  additionalProperties?: JsonSchema | boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  propertyNames?: JsonSchema
  maxProperties?: number
  'x-max-json-characters'?: number
}

/** Formats that bound their own length (zod's email is at most 254 characters by its pattern's parts). */
const selfBoundedFormats = new Set(['uuid', 'date-time', 'date', 'time'])

function walk(schema: JsonSchema | boolean | undefined, path: string, found: string[]): void {
  if (!schema || typeof schema === 'boolean') return
  // Free-form JSON bounded by its serialized size as a whole (see `boundedJson`).
  if (schema['x-max-json-characters'] !== undefined) return
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    walk(branch, path, found)
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  const constrained = schema.enum !== undefined || schema.const !== undefined
  if (types.includes('string') && !constrained && schema.maxLength === undefined) {
    if (!(schema.format && selfBoundedFormats.has(schema.format))) found.push(`${path || '(root)'}: string`)
  }
  if (types.includes('array') && schema.maxItems === undefined && !schema.prefixItems)
    found.push(`${path || '(root)'}: array`)
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    walk(property, path ? `${path}.${name}` : name, found)
  if (Array.isArray(schema.items)) {
    for (const [index, item] of schema.items.entries()) walk(item, `${path}.${index}`, found)
  } else walk(schema.items, `${path}[]`, found)
  for (const item of schema.prefixItems ?? []) walk(item, `${path}[]`, found)
  if (typeof schema.additionalProperties === 'object') {
    if (schema.maxProperties === undefined) found.push(`${path || '(root)'}: record`)
    walk(schema.additionalProperties, `${path}{}`, found)
  }
}

/**
 * The fields of a request schema a caller could make arbitrarily large: strings without a maximum length, arrays
 * without a maximum count, records without a maximum size. Every request schema of the route table must have none,
 * so an over-long id is a 400 naming the field, never a DynamoDB key error answered with 500.
 *
 * @example unboundedFields(z.object({ userId: z.string() })) // ['userId: string']
 */
export function unboundedFields(schema: z.ZodType): string[] {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const found: string[] = []
  walk(jsonSchema, '', found)
  return found
}
