import { describe, expect, it } from 'vitest'
import { describeAddOn, formatLimit, formatPrice, formatUsd } from './money.ts'

describe('money', () => {
  it('shows gateway amounts in major units and metered dollars with their fraction of a cent', () => {
    expect(formatPrice(199_900, 'INR')).toBe('₹1,999.00')
    expect(formatUsd(12.5)).toBe('$12.50')
    expect(formatUsd(0.00142)).toBe('$0.0014')
    expect(formatLimit(2_000)).toBe('2,000')
    expect(formatLimit(1e12)).toBe('Unlimited')
  })
})

describe('describeAddOn', () => {
  it('says what an add-on gives in words, never the limit key (issue 43, item 12)', () => {
    expect(describeAddOn({ limits: { chatMessages: 5_000 }, creditsUsd: 0 })).toBe('+5,000 chat messages a month')
    expect(describeAddOn({ limits: { knowledge: 1_000 }, creditsUsd: 10 })).toBe(
      '+1,000 knowledge Q&As, +$10.00 credits',
    )
  })
})
