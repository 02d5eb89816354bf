import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'

/**
 * Marks a checkout paid in one conditional write (created → paid): the verify call and the gateway's webhook may
 * both report the payment, and only the one that flips it applies the plan or add-on. Answers the order when this
 * call flipped it, null when it was already paid.
 */
export async function claimPaidOrder(
  organizationId: string,
  orderId: string,
  kind: 'subscription' | 'addOn',
  paymentId: string,
) {
  const { data: order } = await db().entities.billingOrder.get({ organizationId, orderId }).go()
  if (order?.kind !== kind) throw new AppError('NOT_FOUND')
  try {
    await db()
      .entities.billingOrder.patch({ organizationId, orderId })
      .set({ status: 'paid', paymentId })
      .where((attributes, operations) => operations.eq(attributes.status, 'created'))
      .go()
  } catch (error) {
    if (isConditionFailure(error)) return null
    throw error
  }
  return order
}
