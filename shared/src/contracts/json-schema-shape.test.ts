import { describe, expect, it } from 'vitest'
import { describeJsonSchemaProblem, maximumSchemaDepth } from './json-schema-shape.ts'

describe('describeJsonSchemaProblem', () => {
  it('accepts tool parameter schemas as chat models take them', () => {
    expect(describeJsonSchemaProblem({ type: 'object', properties: {} })).toBeUndefined()
    expect(
      describeJsonSchemaProblem({
        type: 'object',
        properties: {
          city: { type: 'string', description: 'City name' },
          unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
          days: { type: ['integer', 'null'] },
          tags: { type: 'array', items: { type: 'string' } },
          when: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          address: { type: 'object', properties: { line: { type: 'string' } }, required: ['line'] },
        },
        required: ['city'],
        additionalProperties: false,
      }),
    ).toBeUndefined()
  })

  it('refuses what is not an object schema', () => {
    expect(describeJsonSchemaProblem(null)).toBe('must be a JSON Schema object')
    expect(describeJsonSchemaProblem([])).toBe('must be a JSON Schema object')
    expect(describeJsonSchemaProblem({ type: 'string' })).toBe('type: the parameters schema must have type "object"')
  })

  it('names the place of the first problem', () => {
    expect(describeJsonSchemaProblem({ type: 'object', properties: { city: { type: 'text' } } })).toBe(
      'properties.city.type: must be one of string, number, integer, boolean, object, array, null',
    )
    expect(describeJsonSchemaProblem({ type: 'object', properties: { city: 'string' } })).toBe(
      'properties.city: must be a schema object',
    )
    expect(describeJsonSchemaProblem({ type: 'object', properties: { city: {} } })).toBe(
      'properties.city.type: give a type (or anyOf, oneOf, allOf, enum)',
    )
    expect(describeJsonSchemaProblem({ type: 'object', properties: {}, required: ['city'] })).toBe(
      'required: "city" is not a property',
    )
    expect(describeJsonSchemaProblem({ type: 'object', properties: [] })).toBe('properties: must be an object')
    expect(
      describeJsonSchemaProblem({ type: 'object', properties: { tags: { type: 'array', items: { type: 1 } } } }),
    ).toBe('properties.tags.items.type: must be one of string, number, integer, boolean, object, array, null')
    expect(describeJsonSchemaProblem({ type: 'object', properties: { x: { type: 'string', enum: [] } } })).toBe(
      'properties.x.enum: must be a non-empty list',
    )
  })

  it('limits depth and size', () => {
    let nested: Record<string, unknown> = { type: 'string' }
    for (let level = 0; level <= maximumSchemaDepth; level += 1)
      nested = { type: 'object', properties: { next: nested } }
    expect(describeJsonSchemaProblem(nested)).toMatch(/nested deeper than/)
    const huge = { type: 'object', properties: { x: { type: 'string', description: 'a'.repeat(30_000) } } }
    expect(describeJsonSchemaProblem(huge)).toMatch(/at most/)
  })
})
