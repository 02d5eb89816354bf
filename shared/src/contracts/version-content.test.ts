import { describe, expect, it } from 'vitest'
import { describeFunctionNameProblem, functionNameSchema } from './version-content.ts'

describe('function names', () => {
  it('accepts the chat APIs’ tool names, trimmed', () => {
    expect(functionNameSchema.parse('  get_order-status2 ')).toBe('get_order-status2')
    expect(describeFunctionNameProblem('_private')).toBeUndefined()
  })

  it('says what is wrong instead of restating the rule', () => {
    expect(describeFunctionNameProblem('')).toBe('Enter a name, e.g. get_weather.')
    expect(describeFunctionNameProblem('2fast')).toBe('A function name cannot start with “2”.')
    expect(describeFunctionNameProblem('get order')).toBe(
      'A function name cannot contain spaces; join the words with _ or -.',
    )
    expect(describeFunctionNameProblem('get.order')).toBe('A function name cannot contain “.”.')
    expect(describeFunctionNameProblem('a'.repeat(65))).toBe(
      'This name has 65 characters; function names have at most 64.',
    )
    expect(functionNameSchema.safeParse('get order').error?.issues[0]?.message).toContain('cannot contain spaces')
  })
})
