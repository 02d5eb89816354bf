import { describe, expect, it } from 'vitest'
import { projectAllowance } from './project-allowance.ts'

describe('projectAllowance (issue 43, item 20)', () => {
  it('says how many projects are used before the form is filled, and when none is left', () => {
    expect(projectAllowance([{ item: 'projects', used: 3, limit: 3 }])).toEqual({
      summary: '3 of 3 projects used on your plan.',
      full: true,
    })
    expect(projectAllowance([{ item: 'projects', used: 1, limit: 1e12 }])).toEqual({
      summary: '1 of unlimited projects used on your plan.',
      full: false,
    })
    expect(projectAllowance(undefined)).toBeNull()
  })
})
