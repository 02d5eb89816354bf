import { db, isConditionFailure } from '../../data/database.ts'
import type { PlanLimits } from './plan-limits.ts'

export interface AppliedPlan {
  planId: string
  /** Spec section 4: drives what members may open (the console's subscription rule). */
  subscriptionActive: boolean
  /** The plan's limits with its add-ons, enforced from the next create on. */
  limits: PlanLimits
  /** The billing account's version this plan comes from; a copy from an older version is ignored. */
  version: number
}

/**
 * Sets the plan in force for an organization: billing calls it when a subscription starts, renews, changes or
 * ends, so every domain upstream enforces limits from the organization alone without knowing about billing.
 *
 * @example
 * await applyPlan(organizationId, { planId: 'starter-monthly', subscriptionActive: true, limits, version: 3 })
 */
export async function applyPlan(organizationId: string, plan: AppliedPlan): Promise<void> {
  try {
    // One conditional patch (the organization must exist, and hold an older copy): two billing changes finishing
    // in the other order leave the newer plan in force.
    await db()
      .entities.organization.patch({ organizationId })
      .set({
        planId: plan.planId,
        subscriptionActive: plan.subscriptionActive,
        planLimits: plan.limits,
        billingVersion: plan.version,
      })
      .where(
        (attributes, operations) =>
          `${operations.notExists(attributes.billingVersion)} OR ${operations.lte(attributes.billingVersion, plan.version)}`,
      )
      .go()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
}
