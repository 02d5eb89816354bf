import { describe, expect, it } from 'vitest'
import { extractToolArguments } from './extract-tool-arguments.ts'

describe('extractToolArguments', () => {
  it('reads identifiers, enum values, numbers and places', () => {
    expect(
      extractToolArguments('Return order #10442, it was the wrong item', {
        type: 'object',
        properties: { order_number: { type: 'string' }, reason: { enum: ['damaged', 'wrong_item'] } },
      }),
    ).toEqual({ order_number: '10442', reason: 'wrong_item' })
    expect(
      extractToolArguments('Quote 2.5 kg to Germany, 3 boxes', {
        type: 'object',
        properties: {
          destination_country: { type: 'string' },
          weight_kg: { type: 'number' },
          boxes: { type: 'integer' },
        },
      }),
    ).toEqual({ destination_country: 'Germany', weight_kg: 2.5, boxes: 3 })
  })

  it('reads e-mail addresses and dates, and leaves out what the message does not say', () => {
    expect(
      extractToolArguments('Invite ana@example.com from 2026-12-01', {
        type: 'object',
        properties: { email: { type: 'string' }, start_date: { type: 'string' }, role: { type: 'string' } },
      }),
    ).toEqual({ email: 'ana@example.com', start_date: '2026-12-01' })
    expect(extractToolArguments('hello', undefined)).toEqual({})
  })
})
