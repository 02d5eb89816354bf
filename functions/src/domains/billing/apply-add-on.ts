import type { PlanLimitName } from '@platform/shared/contracts/billing'
import { AppError } from '../../platform/app-error.ts'
import { findAddOn } from './catalogue.ts'
import { claimPaidOrder, findOrder } from './claim-paid-order.ts'

/**
 * A paid add-on order takes effect once (`claimPaidOrder`: the order's claim, the payment and the account in one
 * transaction shared by verify-order and the webhook): its units are added on top of the limits as they stand
 * when the write lands — concurrent orders each add theirs — and its credits to the balance, in that transaction.
 */
export async function applyAddOn(organizationId: string, orderId: string, paymentId: string): Promise<boolean> {
  const order = await findOrder(organizationId, orderId, 'addOn')
  const addOn = findAddOn(order.itemId)
  if (!addOn) throw new AppError('NOT_FOUND')
  return claimPaidOrder(
    order,
    paymentId,
    (account) => {
      const addOnLimits = { ...(account.addOnLimits as Partial<Record<PlanLimitName, number>>) }
      for (const [name, extra] of Object.entries(addOn.limits) as Array<[PlanLimitName, number]>) {
        addOnLimits[name] = (addOnLimits[name] ?? 0) + extra
      }
      return { ...account, addOnLimits }
    },
    { micros: Math.round(addOn.creditsUsd * 1_000_000), movement: { reason: 'purchase', reference: orderId } },
  )
}
