import type { CurrentPlan } from '@platform/shared/contracts/billing'
import { AppError } from '../../platform/app-error.ts'
import { changeBillingAccount, readBillingAccount, toCurrentPlan } from './billing-account.ts'
import { paymentGateway } from './payment-gateway.ts'

const cancellable = new Set(['active', 'trialing'])

/**
 * Cancels without refund: service continues until the end of the billing cycle (spec section 9), when the
 * scheduled cycle job ends it. The gateway stops charging at the cycle's end. The account changes only if it is
 * still the running subscription that was cancelled with the gateway (a conditional write on its version).
 */
export async function cancelSubscription({ organizationId }: { organizationId: string }): Promise<CurrentPlan> {
  const account = await readBillingAccount(organizationId)
  if (!cancellable.has(account.status)) throw new AppError('NO_ACTIVE_SUBSCRIPTION')
  if (account.gatewaySubscriptionId) {
    const gateway = await paymentGateway()
    if (!gateway) throw new AppError('SUBSCRIPTIONS_NOT_AVAILABLE')
    await gateway.cancelSubscription(account.gatewaySubscriptionId, { atCycleEnd: true })
  }
  const result = await changeBillingAccount(organizationId, (current) =>
    cancellable.has(current.status) && current.gatewaySubscriptionId === account.gatewaySubscriptionId
      ? { ...current, status: 'cancelled', cancelAtPeriodEnd: true }
      : undefined,
  )
  if (result.outcome !== 'changed') throw new AppError('NO_ACTIVE_SUBSCRIPTION')
  return toCurrentPlan(result.account)
}
