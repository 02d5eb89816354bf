import type { CurrentPlan } from '@platform/shared/contracts/billing'
import { readBillingAccount, toCurrentPlan } from './billing-account.ts'

export async function getCurrentPlan({ organizationId }: { organizationId: string }): Promise<CurrentPlan> {
  return toCurrentPlan(await readBillingAccount(organizationId))
}
