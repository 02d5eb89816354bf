import { db } from '../../data/database.ts'
import { logger } from '../../platform/logger.ts'
import { endSubscription, planOfAccount, readBillingAccount, saveBillingAccount } from './billing-account.ts'
import { cycleEnd } from './catalogue.ts'
import { paymentGateway } from './payment-gateway.ts'
import { recordTransaction } from './record-transaction.ts'

/** Days a Razorpay subscription may wait for its renewal webhook past its cycle's end before it ends. */
const renewalGraceDays = 3

/**
 * The scheduled billing job: every cycle due by `now` (one key query on the due-time partition) is renewed, or
 * ended when it was cancelled or a trial. Safe to run twice: a handled cycle's due item is gone or moved, and a
 * renewal's payment id is derived from the cycle it pays for, so it is recorded once. Monthly chat-message
 * counters need nothing here: each month counts in its own item.
 */
export async function runBillingCycles(now = new Date()): Promise<{ renewed: number; ended: number }> {
  const { data: due } = await db()
    .entities.billingCycle.query.byDueTime({ schedule: 'billing' })
    .lte({ dueAt: now.toISOString() })
    .go({ pages: 'all' })
  const gateway = await paymentGateway()
  let renewed = 0
  let ended = 0
  for (const cycle of due) {
    const account = await readBillingAccount(cycle.organizationId)
    if (account.periodEnd !== cycle.dueAt || account.status === 'ended') {
      await db().entities.billingCycle.delete(cycle).go()
      continue
    }
    if (account.status === 'trialing' || account.cancelAtPeriodEnd || account.status === 'cancelled') {
      await endSubscription(account)
      ended += 1
      continue
    }
    if (gateway?.renewsOnSchedule) {
      const plan = planOfAccount(account)
      await recordTransaction({
        organizationId: account.organizationId,
        paymentId: `pay_renewal_${account.periodEnd}`,
        orderId: account.gatewaySubscriptionId ?? plan.id,
        description: `${plan.name} renewal`,
        amountMinor: plan.priceMinor,
        currency: plan.currency,
      })
      const start = new Date(cycle.dueAt)
      await saveBillingAccount(account, {
        ...account,
        periodStart: start.toISOString(),
        periodEnd: cycleEnd(plan, start).toISOString(),
      })
      renewed += 1
    } else if (now.getTime() - new Date(cycle.dueAt).getTime() > renewalGraceDays * 86_400_000) {
      // Razorpay renews by webhook; no charge reported within the grace period means the subscription lapsed.
      await endSubscription(account)
      ended += 1
    }
  }
  if (due.length > 0) logger.info('billing cycles', { due: due.length, renewed, ended })
  return { renewed, ended }
}
