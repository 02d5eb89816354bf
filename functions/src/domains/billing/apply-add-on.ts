import type { PlanLimitName } from '@platform/shared/contracts/billing'
import { AppError } from '../../platform/app-error.ts'
import { addCredits } from '../organizations/index.ts'
import { readBillingAccount, saveBillingAccount } from './billing-account.ts'
import { findAddOn } from './catalogue.ts'
import { claimPaidOrder } from './claim-paid-order.ts'
import { recordTransaction } from './record-transaction.ts'

/**
 * A paid add-on order takes effect once (the order flips to paid in a conditional write shared by verify-order
 * and the webhook): its units are added on top of the plan's limits, its credits to the balance.
 */
export async function applyAddOn(organizationId: string, orderId: string, paymentId: string): Promise<boolean> {
  const order = await claimPaidOrder(organizationId, orderId, 'addOn', paymentId)
  if (!order) return false
  const addOn = findAddOn(order.itemId)
  if (!addOn) throw new AppError('NOT_FOUND')
  const account = await readBillingAccount(organizationId)
  const addOnLimits = { ...(account.addOnLimits as Partial<Record<PlanLimitName, number>>) }
  for (const [name, extra] of Object.entries(addOn.limits) as Array<[PlanLimitName, number]>) {
    addOnLimits[name] = (addOnLimits[name] ?? 0) + extra
  }
  await saveBillingAccount(account, { ...account, addOnLimits })
  await addCredits(organizationId, Math.round(addOn.creditsUsd * 1_000_000), { reason: 'purchase', reference: orderId })
  await recordTransaction({
    organizationId,
    paymentId,
    orderId,
    description: order.description,
    amountMinor: order.amountMinor,
    currency: order.currency,
  })
  return true
}
