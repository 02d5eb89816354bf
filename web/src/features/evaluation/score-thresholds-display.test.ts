import { describe, expect, it } from 'vitest'
import { formatThreshold } from './score-thresholds-display.ts'

describe('formatThreshold', () => {
  it('shows two decimals, and 0 as a check turned off', () => {
    expect(formatThreshold(0.8)).toBe('0.80')
    expect(formatThreshold(1)).toBe('1.00')
    expect(formatThreshold(0)).toBe('Off')
  })
})
