import type { Plan } from '@platform/shared/contracts/billing'
import { billingCatalogue, toPlan } from './catalogue.ts'

export async function listPlans(): Promise<Plan[]> {
  return billingCatalogue().plans.map(toPlan)
}
