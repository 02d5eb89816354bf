import type { Transaction } from '@platform/shared/contracts/billing'
import { db } from '../../data/database.ts'
import { toTransaction } from './transaction-view.ts'

/** Payments, newest first: one keyed query (a payment id sorts by nothing, so the page is ordered by date here). */
export async function listTransactions({ organizationId }: { organizationId: string }): Promise<Transaction[]> {
  const { data } = await db().entities.billingTransaction.query.byOrganization({ organizationId }).go({ pages: 'all' })
  return data.map(toTransaction).sort((a, b) => b.date.localeCompare(a.date))
}
