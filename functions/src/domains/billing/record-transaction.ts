import { db, isConditionFailure } from '../../data/database.ts'

/**
 * Records a payment once: keyed by the gateway's payment id with a conditional create, so a verify and a webhook
 * (or a replayed webhook) reporting the same payment write one row. Answers whether this call recorded it.
 */
export async function recordTransaction(transaction: {
  organizationId: string
  paymentId: string
  orderId: string
  description: string
  amountMinor: number
  currency: string
}): Promise<boolean> {
  try {
    await db()
      .entities.billingTransaction.create({
        organizationId: transaction.organizationId,
        transactionId: transaction.paymentId,
        orderId: transaction.orderId,
        description: transaction.description,
        amountMinor: transaction.amountMinor,
        currency: transaction.currency,
      })
      .go()
    return true
  } catch (error) {
    if (isConditionFailure(error)) return false
    throw error
  }
}
