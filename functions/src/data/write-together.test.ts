import { describe, expect, it } from 'vitest'
import { retryConflictedTransaction } from './write-together.ts'

/** What electrodb's `transaction.write(…).go()` answers: `canceled` with one reason per write, in order. */
function canceled(...codes: string[]) {
  return { canceled: true, data: codes.map((code) => ({ code })) }
}
const committed = { canceled: false, data: [] as Array<{ code?: string }> }

function answering(results: Array<{ canceled: boolean; data: Array<{ code?: string }> }>) {
  let sent = 0
  return {
    send: async () => results[Math.min(sent++, results.length - 1)] as (typeof results)[number],
    sent: () => sent,
  }
}

describe('retryConflictedTransaction', () => {
  it('sends a transaction again while another transaction on the same item cancelled it', async () => {
    const transaction = answering([canceled('None', 'TransactionConflict'), canceled('TransactionConflict'), committed])
    expect(await retryConflictedTransaction(transaction.send)).toEqual(committed)
    expect(transaction.sent()).toBe(3)
  })

  it('answers a refused condition at once, even beside a conflict: the caller reads which write was refused', async () => {
    const refused = canceled('ConditionalCheckFailed', 'TransactionConflict')
    const transaction = answering([refused, committed])
    expect(await retryConflictedTransaction(transaction.send)).toBe(refused)
    expect(transaction.sent()).toBe(1)
  })

  it('gives up after its bounded retries and answers the last cancellation', async () => {
    const transaction = answering([canceled('TransactionConflict')])
    const result = await retryConflictedTransaction(transaction.send)
    expect(result.canceled).toBe(true)
    expect(transaction.sent()).toBe(11)
  })
})
