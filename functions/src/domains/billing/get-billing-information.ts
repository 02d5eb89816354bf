import type { BillingInformation } from '@platform/shared/contracts/billing'
import { db } from '../../data/database.ts'

export async function getBillingInformation({
  organizationId,
}: {
  organizationId: string
}): Promise<BillingInformation | null> {
  const { data } = await db().entities.billingInformation.get({ organizationId }).go()
  return (data?.details as BillingInformation | undefined) ?? null
}
