import { describe, expect, it } from 'vitest'
import { functionNameFor, pascalCase } from './naming.ts'

describe('functionNameFor', () => {
  it('prefixes the stage', () => {
    expect(functionNameFor('dev', 'getHealth')).toBe('assistant-dev-getHealth')
  })

  it('keeps long names within Lambda’s 64 characters, distinct and stable', () => {
    const first = functionNameFor('production', 'listVersionTestCaseRunTestCasesForModelWithPaging')
    const second = functionNameFor('production', 'listVersionTestCaseRunTestCasesForModelWithPagingAll')
    expect(first).toHaveLength(64)
    expect(first.startsWith('assistant-production-listVersion')).toBe(true)
    expect(first).not.toBe(second)
    expect(functionNameFor('production', 'listVersionTestCaseRunTestCasesForModelWithPaging')).toBe(first)
  })
})

describe('pascalCase', () => {
  it('turns ids, folders and queue names into construct ids', () => {
    expect(pascalCase('getHealth')).toBe('GetHealth')
    expect(pascalCase('jobs-dead-letter')).toBe('JobsDeadLetter')
    expect(pascalCase('users')).toBe('Users')
  })
})
