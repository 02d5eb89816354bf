import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import type { PlanLimits } from './plan-limits.ts'

export interface AppliedPlan {
  planId: string
  /** Spec section 4: drives what members may open (the console's subscription rule). */
  subscriptionActive: boolean
  /** The plan's limits with its add-ons, enforced from the next create on. */
  limits: PlanLimits
}

/**
 * Sets the plan in force for an organization: billing calls it when a subscription starts, renews, changes or
 * ends, so every domain upstream enforces limits from the organization alone without knowing about billing.
 *
 * @example
 * await applyPlan(organizationId, { planId: 'starter-monthly', subscriptionActive: true, limits })
 */
export async function applyPlan(organizationId: string, plan: AppliedPlan): Promise<void> {
  const { data } = await db().entities.organization.get({ organizationId }).go()
  if (!data) throw new AppError('NOT_FOUND')
  await db()
    .entities.organization.patch({ organizationId })
    .set({ planId: plan.planId, subscriptionActive: plan.subscriptionActive, planLimits: plan.limits })
    .go()
}
