import { describe, expect, it } from 'vitest'
import { checkoutResultIn, withoutCheckoutResult } from './checkout.ts'

describe('checkout result in the query', () => {
  it('reads the signed fields the local gateway returns with and strips them afterwards', () => {
    const search = new URLSearchParams(
      'bt=plans&razorpay_payment_id=pay_1&razorpay_subscription_id=sub_1&razorpay_signature=abc',
    )
    expect(checkoutResultIn(search)).toEqual({
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'abc',
      razorpay_subscription_id: 'sub_1',
    })
    expect(withoutCheckoutResult(search).toString()).toBe('bt=plans')
    expect(checkoutResultIn(new URLSearchParams('bt=plans'))).toBeNull()
  })
})
