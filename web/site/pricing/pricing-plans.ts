import { defaultPlans, type PlanDefinition } from '@platform/shared/plans-defaults'

/**
 * The one place the pricing page gets its plans. Today the shared defaults; when the billing API serves plans
 * publicly, this becomes a fetch of that route at build time and nothing else changes.
 */
export function pricingPlans(): readonly PlanDefinition[] {
  return defaultPlans
}
