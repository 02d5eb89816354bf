import type { CurrentPlan } from '@platform/shared/contracts/billing'
import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { addCredits } from '../organizations/index.ts'
import { readBillingAccount, saveBillingAccount, toCurrentPlan } from './billing-account.ts'
import { cycleEnd, trialPlan } from './catalogue.ts'

/**
 * The free trial, once per organization: the account's trial mark is set by a conditional write, so two clicks
 * (or two admins) start one trial. Not offered while a paid plan runs.
 */
export async function startFreeTrial({ organizationId }: { organizationId: string }): Promise<CurrentPlan> {
  const plan = trialPlan()
  if (!plan) throw new AppError('NOT_FOUND')
  const account = await readBillingAccount(organizationId)
  if (account.freeTrialUsedAt) throw new AppError('FREE_TRIAL_ALREADY_USED')
  if (account.status === 'active') {
    throw new AppError('VALIDATION_FAILED', { message: 'The organization already has a paid plan.' })
  }
  const start = new Date()
  try {
    await db()
      .entities.billingAccount.upsert({ organizationId })
      .set({ freeTrialUsedAt: start.toISOString() })
      .where((attributes, operations) => operations.notExists(attributes.freeTrialUsedAt))
      .go()
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('FREE_TRIAL_ALREADY_USED')
    throw error
  }
  const trial = {
    ...account,
    freeTrialUsedAt: start.toISOString(),
    planId: plan.id,
    status: 'trialing' as const,
    periodStart: start.toISOString(),
    periodEnd: cycleEnd(plan, start).toISOString(),
    cancelAtPeriodEnd: false,
    addOnLimits: {},
  }
  await saveBillingAccount(account, trial)
  await addCredits(organizationId, Math.round(plan.freeCreditsUsd * 1_000_000), {
    reason: 'freeCredits',
    reference: 'free trial',
  })
  return toCurrentPlan(trial)
}
