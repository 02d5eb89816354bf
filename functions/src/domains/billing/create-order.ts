import type { Checkout } from '@platform/shared/contracts/billing'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { findAddOn } from './catalogue.ts'
import { paymentGateway } from './payment-gateway.ts'

/** A gateway order for an add-on; the add-on applies when the verify-order call checks the checkout's signature. */
export async function createOrder(
  { organizationId }: { organizationId: string },
  { addOnId }: { addOnId: string },
  userId: string,
): Promise<Checkout> {
  const gateway = await paymentGateway()
  if (!gateway) throw new AppError('SUBSCRIPTIONS_NOT_AVAILABLE')
  const addOn = findAddOn(addOnId)
  if (!addOn) throw new AppError('NOT_FOUND')
  const { orderId } = await gateway.createOrder({
    amountMinor: addOn.priceMinor,
    currency: addOn.currency,
    receipt: `${organizationId.slice(0, 20)}-${Date.now().toString(36)}`,
    notes: { organizationId, addOnId },
  })
  const description = `Add-on: ${addOn.name}`
  await db()
    .entities.billingOrder.create({
      organizationId,
      orderId,
      kind: 'addOn',
      itemId: addOn.id,
      description,
      amountMinor: addOn.priceMinor,
      currency: addOn.currency,
      createdBy: userId,
    })
    .go()
  return {
    gateway: gateway.name,
    keyId: gateway.keyId,
    orderId,
    subscriptionId: null,
    amountMinor: addOn.priceMinor,
    currency: addOn.currency,
    description,
    checkoutUrl: gateway.checkoutUrl({ orderId }),
  }
}
