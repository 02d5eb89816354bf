import fc from 'fast-check'
import * as z from 'zod'

/**
 * Requests shaped by a route's zod schemas, read through their JSON Schema (`z.toJSONSchema`, the same document the
 * OpenAPI file is made of): a plausible valid value to aim at a victim's real ids, and fast-check arbitraries of
 * values the schema refuses, so the attack suite covers a route the day it joins the table without a line of its own.
 */
export interface JsonSchema {
  type?: string | string[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  enum?: unknown[]
  const?: unknown
  default?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  additionalProperties?: JsonSchema | boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  'x-max-json-characters'?: number
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

/** Field names that carry an id: the values an attacker swaps for the victim's. */
export const isIdField = (name: string) => /^(id|ids)$|Ids?$/.test(name)

/** Answers the victim's id for a field or parameter name, when the suite knows one. */
export type IdLookup = (fieldName: string) => string | undefined

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type
  return schema.type ? [schema.type] : []
}

function sampleString(schema: JsonSchema, name: string, ids: IdLookup, label: string): string {
  const id = isIdField(name) ? ids(name) : undefined
  if (id !== undefined) return id
  if (schema.format === 'email' || /email/i.test(name)) return 'victim.sample@example.com'
  if (/password/i.test(name)) return 'correct horse 42 sample'
  if (/^(code|otp)$/.test(name)) return '000000'
  // Loopback on the discard port: a sample that reaches a crawler sends nothing off this machine.
  if (schema.format === 'uri' || schema.format === 'url' || /url$/i.test(name))
    return 'http://127.0.0.1:9/attack-sample'
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000'
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z'
  if (schema.format === 'date') return '2026-01-01'
  const text = `${label}-${name || 'value'}`.padEnd(schema.minLength ?? 0, 'x')
  return text.slice(0, schema.maxLength ?? text.length)
}

/** A value the schema most likely accepts; id fields hold the ids `ids` names. */
export function sampleOf(
  schema: JsonSchema | boolean | undefined,
  ids: IdLookup = () => undefined,
  name = '',
  label = 'sample',
): unknown {
  if (schema === undefined || typeof schema === 'boolean') return 'sample'
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.default !== undefined && !isIdField(name)) return schema.default
  for (const branch of [...(schema.allOf ?? [])]) return sampleOf(branch, ids, name, label)
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((branch) => branch.type !== 'null')
  if (branches.length > 0) return sampleOf(branches[0], ids, name, label)
  const types = typesOf(schema)
  if (types.includes('object') || schema.properties) {
    const required = new Set(schema.required ?? [])
    const entries = Object.entries(schema.properties ?? {}).filter(
      ([property]) => required.has(property) || (isIdField(property) && ids(property) !== undefined),
    )
    return Object.fromEntries(entries.map(([property, inner]) => [property, sampleOf(inner, ids, property, label)]))
  }
  if (types.includes('array')) {
    const count = Math.max(schema.minItems ?? 0, isIdField(name) ? 1 : 0)
    return Array.from({ length: count }, () => sampleOf(schema.items, ids, name.replace(/s$/, ''), label))
  }
  if (types.includes('string')) return sampleString(schema, name, ids, label)
  if (types.includes('integer') || types.includes('number')) {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
    return Math.min(low, schema.maximum ?? low)
  }
  if (types.includes('boolean')) return false
  if (types.includes('null')) return null
  return sampleString(schema, name, ids, label)
}

/** Every place in a sample value with the schema that describes it, the root included. */
function schemaPaths(
  schema: JsonSchema,
  prefix: string[] = [],
  depth = 0,
): Array<{ path: string[]; schema: JsonSchema }> {
  const found = [{ path: prefix, schema }]
  if (depth > 3) return found
  for (const branch of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    if (branch.properties) found.push(...schemaPaths(branch, prefix, depth + 1).slice(1))
  for (const [property, inner] of Object.entries(schema.properties ?? {}))
    found.push(...schemaPaths(inner, [...prefix, property], depth + 1))
  return found
}

function setAt(value: unknown, path: string[], replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement
  const [head = '', ...rest] = path
  const container =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as object) } : ({} as object)
  const record = container as Record<string, unknown>
  if (rest.length === 0 && remove) delete record[head]
  else record[head] = setAt(record[head], rest, replacement, remove)
  return record
}

/** Strings an input handler meets in the wild: control and format characters, other scripts, markup, traversal. */
const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\ud800',
  '../../etc/passwd',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '{"$gt":""}',
  '\u202e\u200b\ufeff',
  '𝕳𝖊𝖑𝖑𝖔 🧨',
  '__proto__',
  'constructor',
)

/** A value of the wrong kind or outside the bounds the field's schema states. */
function wrongValueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: Array<fc.Arbitrary<unknown>> = [
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.string({ maxLength: 12 }),
    hostileText,
    fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  ]
  if (schema.maxLength !== undefined)
    options.push(fc.integer({ min: 1, max: 64 }).map((extra) => 'ø'.repeat((schema.maxLength ?? 0) + extra)))
  if (schema.maxItems !== undefined)
    options.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, (_unused, index) => `item-${index}`)))
  if (schema.maximum !== undefined) options.push(fc.constant(schema.maximum + 1))
  if (schema.minimum !== undefined) options.push(fc.constant(schema.minimum - 1))
  if (typesOf(schema).includes('integer')) options.push(fc.constant(1.5))
  return fc.oneof(...options)
}

/**
 * Values `schema` refuses: the whole value of the wrong kind, a required field removed, or one field (at any depth)
 * of the wrong kind or past its bound. Candidates the zod schema happens to accept are filtered out, so each is bad
 * input by the route's own contract.
 */
export function invalidValues(zodSchema: z.ZodType, ids: IdLookup = () => undefined): fc.Arbitrary<unknown> {
  const schema = jsonSchemaOf(zodSchema)
  const base = sampleOf(schema, ids)
  const paths = schemaPaths(schema)
  const requiredPaths = paths.flatMap(({ path }) => {
    if (path.length === 0) return []
    const parent = paths.find((candidate) => candidate.path.join('.') === path.slice(0, -1).join('.'))
    return parent?.schema.required?.includes(path[path.length - 1] ?? '') ? [path] : []
  })
  const candidates: Array<fc.Arbitrary<unknown>> = [
    fc.oneof(fc.string({ maxLength: 16 }), fc.integer(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })),
    fc
      .constantFrom(...paths)
      .chain(({ path, schema: inner }) => wrongValueFor(inner).map((wrong) => setAt(base, path, wrong, false))),
  ]
  if (requiredPaths.length > 0)
    candidates.push(fc.constantFrom(...requiredPaths).map((path) => setAt(base, path, undefined, true)))
  return fc.oneof(...candidates).filter((candidate) => !zodSchema.safeParse(candidate).success)
}
