import type { BillingInformation } from '@platform/shared/contracts/billing'
import { db } from '../../data/database.ts'

/** Saves the billing information (validated by the route's schema), printed on receipts from then on. */
export async function updateBillingInformation(
  { organizationId }: { organizationId: string },
  details: BillingInformation,
): Promise<BillingInformation> {
  await db().entities.billingInformation.put({ organizationId, details }).go()
  return details
}
