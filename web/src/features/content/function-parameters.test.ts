import { describe, expect, it } from 'vitest'
import { formatParameters, parameterNames, parseFunctionParameters } from './function-parameters.ts'

const weather = {
  type: 'object',
  properties: { city: { type: 'string', description: 'City name' }, unit: { type: 'string', enum: ['c', 'f'] } },
  required: ['city'],
}

describe('parseFunctionParameters', () => {
  it('accepts an object schema as chat models take it', () => {
    expect(parseFunctionParameters(JSON.stringify(weather))).toEqual({ ok: true, value: weather })
  })

  it('treats a blank editor as a function without arguments', () => {
    expect(parseFunctionParameters('  \n')).toEqual({ ok: true, value: { type: 'object', properties: {} } })
  })

  it('says when the text is not JSON', () => {
    const result = parseFunctionParameters('{"type": "object",')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(/^Not valid JSON: /)
  })

  it('asks for an object, not a list or a value', () => {
    expect(parseFunctionParameters('[1, 2]')).toEqual({
      ok: false,
      message: 'Write a JSON object, such as {"type": "object", "properties": {}}.',
    })
    expect(parseFunctionParameters('"text"').ok).toBe(false)
  })

  it('names the schema problem the API would refuse', () => {
    expect(parseFunctionParameters('{"type": "string"}')).toEqual({
      ok: false,
      message: 'Not a valid parameters schema: type: the parameters schema must have type "object"',
    })
    expect(parseFunctionParameters('{"type": "object", "required": ["city"]}')).toEqual({
      ok: false,
      message: 'Not a valid parameters schema: required: "city" is not a property',
    })
  })
})

describe('formatParameters and parameterNames', () => {
  it('indents the stored schema for editing', () => {
    expect(formatParameters({ type: 'object' })).toBe('{\n  "type": "object"\n}')
  })

  it('lists argument names for the table', () => {
    expect(parameterNames(weather)).toBe('city, unit')
    expect(parameterNames({ type: 'object', properties: {} })).toBe('none')
    expect(parameterNames({ type: 'object' })).toBe('none')
  })
})
