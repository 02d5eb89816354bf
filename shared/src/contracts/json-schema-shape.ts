/**
 * Checks that a value has the shape of the JSON Schema that chat models accept as a function's parameters
 * (OpenAI "tools"): an object schema whose properties are schemas with known types. It checks shape, not every
 * JSON Schema keyword: unknown keywords are allowed, known ones must have the right kind of value.
 *
 * @example
 * describeJsonSchemaProblem({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }) // undefined
 * describeJsonSchemaProblem({ type: 'object', required: ['city'] }) // 'required: "city" is not a property'
 */

const jsonTypes = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'])

/** Deep enough for real tools, shallow enough that a hostile document cannot make checking expensive. */
export const maximumSchemaDepth = 6
export const maximumSchemaCharacters = 20_000

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key
}

function checkType(type: unknown, path: string): string | undefined {
  const types = Array.isArray(type) ? type : [type]
  if (types.length === 0) return `${join(path, 'type')}: list at least one type`
  for (const candidate of types) {
    if (typeof candidate !== 'string' || !jsonTypes.has(candidate)) {
      return `${join(path, 'type')}: must be one of ${[...jsonTypes].join(', ')}`
    }
  }
  return undefined
}

function checkObjectKeywords(schema: Record<string, unknown>, path: string, depth: number): string | undefined {
  const { properties, required, additionalProperties } = schema
  if (properties !== undefined && !isPlainObject(properties)) return `${join(path, 'properties')}: must be an object`
  const names = Object.keys(properties ?? {})
  for (const name of names) {
    const problem = checkSchema(
      (properties as Record<string, unknown>)[name],
      join(join(path, 'properties'), name),
      depth + 1,
    )
    if (problem) return problem
  }
  if (required !== undefined) {
    if (!Array.isArray(required)) return `${join(path, 'required')}: must be a list of property names`
    for (const name of required) {
      if (typeof name !== 'string' || !names.includes(name)) {
        return `${join(path, 'required')}: "${String(name)}" is not a property`
      }
    }
  }
  if (additionalProperties !== undefined && typeof additionalProperties !== 'boolean') {
    if (!isPlainObject(additionalProperties))
      return `${join(path, 'additionalProperties')}: must be true, false or a schema`
    return checkSchema(additionalProperties, join(path, 'additionalProperties'), depth + 1)
  }
  return undefined
}

function checkSchema(schema: unknown, path: string, depth: number): string | undefined {
  if (depth > maximumSchemaDepth) return `${path}: nested deeper than ${maximumSchemaDepth} levels`
  if (!isPlainObject(schema)) return `${path}: must be a schema object`
  const { type, description, enum: allowed, items } = schema
  const combined = ['anyOf', 'oneOf', 'allOf'].filter((keyword) => schema[keyword] !== undefined)
  if (type === undefined && combined.length === 0 && allowed === undefined) {
    return `${join(path, 'type')}: give a type (or anyOf, oneOf, allOf, enum)`
  }
  if (type !== undefined) {
    const problem = checkType(type, path)
    if (problem) return problem
  }
  if (description !== undefined && typeof description !== 'string') return `${join(path, 'description')}: must be text`
  if (allowed !== undefined && (!Array.isArray(allowed) || allowed.length === 0)) {
    return `${join(path, 'enum')}: must be a non-empty list`
  }
  for (const keyword of combined) {
    const options = schema[keyword]
    if (!Array.isArray(options) || options.length === 0) return `${join(path, keyword)}: must be a non-empty list`
    for (const [index, option] of options.entries()) {
      const problem = checkSchema(option, join(path, `${keyword}.${index}`), depth + 1)
      if (problem) return problem
    }
  }
  const types = Array.isArray(type) ? type : [type]
  if (types.includes('array') && items !== undefined) {
    const problem = checkSchema(items, join(path, 'items'), depth + 1)
    if (problem) return problem
  }
  if (types.includes('object')) return checkObjectKeywords(schema, path, depth)
  return undefined
}

/** Undefined when `value` is a usable parameters schema; otherwise the first problem, naming where it is. */
export function describeJsonSchemaProblem(value: unknown): string | undefined {
  if (!isPlainObject(value)) return 'must be a JSON Schema object'
  if (JSON.stringify(value).length > maximumSchemaCharacters) {
    return `must be at most ${maximumSchemaCharacters} characters as JSON`
  }
  if (value.type !== 'object') return 'type: the parameters schema must have type "object"'
  return checkSchema(value, '', 0)
}
