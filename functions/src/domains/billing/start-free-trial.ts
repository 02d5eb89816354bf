import type { CurrentPlan } from '@platform/shared/contracts/billing'
import { AppError } from '../../platform/app-error.ts'
import { changeBillingAccount, toCurrentPlan } from './billing-account.ts'
import { cycleEnd, trialPlan } from './catalogue.ts'

/**
 * The free trial, once per organization: the trial mark and the trial plan are written in one write conditional on
 * the account's version (`changeBillingAccount`), with the trial's free credits in the same transaction, so two clicks
 * (or two admins) start one trial and grant its credits once, and a trial never overwrites a paid plan that landed in
 * between. Not offered while a paid plan runs.
 */
export async function startFreeTrial({ organizationId }: { organizationId: string }): Promise<CurrentPlan> {
  const plan = trialPlan()
  if (!plan) throw new AppError('NOT_FOUND')
  const start = new Date()
  let refusal: AppError | undefined
  const credits = {
    micros: Math.round(plan.freeCreditsUsd * 1_000_000),
    movement: { reason: 'freeCredits' as const, reference: 'free trial' },
  }
  const result = await changeBillingAccount(
    organizationId,
    (account) => {
      refusal = account.freeTrialUsedAt
        ? new AppError('FREE_TRIAL_ALREADY_USED')
        : account.status === 'active'
          ? new AppError('VALIDATION_FAILED', { message: 'The organization already has a paid plan.' })
          : undefined
      if (refusal) return undefined
      return {
        ...account,
        freeTrialUsedAt: start.toISOString(),
        planId: plan.id,
        status: 'trialing',
        periodStart: start.toISOString(),
        periodEnd: cycleEnd(plan, start).toISOString(),
        cancelAtPeriodEnd: false,
        addOnLimits: {},
      }
    },
    { credits },
  )
  if (result.outcome !== 'changed') throw refusal ?? new AppError('FREE_TRIAL_ALREADY_USED')
  return toCurrentPlan(result.account)
}
