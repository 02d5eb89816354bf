import { db } from '../../data/database.ts'
import { logger } from '../../platform/logger.ts'
import { type BillingAccountRecord, changeBillingAccount, endedAccount, planOfAccount } from './billing-account.ts'
import { cycleEnd } from './catalogue.ts'
import { paymentGateway } from './payment-gateway.ts'

/** Days a Razorpay subscription may wait for its renewal webhook past its cycle's end before it ends. */
const renewalGraceDays = 3

/**
 * The scheduled billing job: every cycle due by `now` (one key query on the due-time partition) is renewed, or
 * ended when it was cancelled or a trial. Each is one conditional write of the account (`changeBillingAccount`,
 * decided on the account as it stands when the write lands, so a cancel or a webhook in between is not undone),
 * the renewal's payment in the same transaction. Safe to run twice: a handled cycle's due item is gone or moved,
 * and a renewal's payment id is derived from the cycle it pays for, so it is recorded once. Monthly chat-message
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
    const start = new Date(cycle.dueAt)
    const renewalOf = (account: BillingAccountRecord): BillingAccountRecord => ({
      ...account,
      periodStart: start.toISOString(),
      periodEnd: cycleEnd(planOfAccount(account), start).toISOString(),
    })
    // Set by the change below, from the account as it stood when its write landed.
    const decided: { decision: 'renew' | 'end' | 'wait' | 'stale' } = { decision: 'stale' }
    const result = await changeBillingAccount(
      cycle.organizationId,
      (account) => {
        const decision =
          account.periodEnd !== cycle.dueAt || account.status === 'ended'
            ? 'stale'
            : account.status === 'trialing' || account.cancelAtPeriodEnd || account.status === 'cancelled'
              ? 'end'
              : gateway?.renewsOnSchedule
                ? 'renew'
                : // Razorpay renews by webhook; no charge reported within the grace period means the subscription lapsed.
                  now.getTime() - start.getTime() > renewalGraceDays * 86_400_000
                  ? 'end'
                  : 'wait'
        decided.decision = decision
        if (decision === 'end') return endedAccount(account)
        if (decision === 'renew') return renewalOf(account)
        return undefined
      },
      (account) => {
        if (decided.decision !== 'renew') return {}
        const plan = planOfAccount(account)
        return {
          payment: {
            paymentId: `pay_renewal_${account.periodEnd}`,
            orderId: account.gatewaySubscriptionId ?? plan.id,
            description: `${plan.name} renewal`,
            amountMinor: plan.priceMinor,
            currency: plan.currency,
          },
        }
      },
    )
    if (result.outcome === 'unchanged' && decided.decision === 'stale')
      await db().entities.billingCycle.delete(cycle).go()
    if (result.outcome !== 'changed') continue
    if (decided.decision === 'renew') renewed += 1
    if (decided.decision === 'end') ended += 1
  }
  if (due.length > 0) logger.info('billing cycles', { due: due.length, renewed, ended })
  return { renewed, ended }
}
