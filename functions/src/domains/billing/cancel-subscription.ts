import type { CurrentPlan } from '@platform/shared/contracts/billing'
import { AppError } from '../../platform/app-error.ts'
import { readBillingAccount, saveBillingAccount, toCurrentPlan } from './billing-account.ts'
import { paymentGateway } from './payment-gateway.ts'

/**
 * Cancels without refund: service continues until the end of the billing cycle (spec section 9), when the
 * scheduled cycle job ends it. The gateway stops charging at the cycle's end.
 */
export async function cancelSubscription({ organizationId }: { organizationId: string }): Promise<CurrentPlan> {
  const account = await readBillingAccount(organizationId)
  if (account.status !== 'active' && account.status !== 'trialing') throw new AppError('NO_ACTIVE_SUBSCRIPTION')
  if (account.gatewaySubscriptionId) {
    const gateway = await paymentGateway()
    if (!gateway) throw new AppError('SUBSCRIPTIONS_NOT_AVAILABLE')
    await gateway.cancelSubscription(account.gatewaySubscriptionId, { atCycleEnd: true })
  }
  const cancelled = { ...account, status: 'cancelled' as const, cancelAtPeriodEnd: true }
  await saveBillingAccount(account, cancelled)
  return toCurrentPlan(cancelled)
}
