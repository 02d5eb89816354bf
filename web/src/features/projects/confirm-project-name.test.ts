import { describe, expect, it } from 'vitest'
import { confirmsProjectName } from './confirm-project-name.ts'

describe('confirmsProjectName', () => {
  it('accepts the exact name, spaces around it aside', () => {
    expect(confirmsProjectName('Billing Bot', 'Billing Bot')).toBe(true)
    expect(confirmsProjectName('  Billing Bot ', 'Billing Bot')).toBe(true)
  })

  it('refuses a partial, differently cased or empty name', () => {
    expect(confirmsProjectName('Billing', 'Billing Bot')).toBe(false)
    expect(confirmsProjectName('billing bot', 'Billing Bot')).toBe(false)
    expect(confirmsProjectName('', '')).toBe(false)
  })
})
