import { describe, expect, it } from 'vitest'
import { formatLimit, formatPrice, formatUsd } from './money.ts'

describe('money', () => {
  it('shows gateway amounts in major units and metered dollars with their fraction of a cent', () => {
    expect(formatPrice(199_900, 'INR')).toBe('₹1,999.00')
    expect(formatUsd(12.5)).toBe('$12.50')
    expect(formatUsd(0.00142)).toBe('$0.0014')
    expect(formatLimit(2_000)).toBe('2,000')
    expect(formatLimit(1e12)).toBe('Unlimited')
  })
})
