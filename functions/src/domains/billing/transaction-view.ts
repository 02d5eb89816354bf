import type { Transaction } from '@platform/shared/contracts/billing'
import { buildPath } from '@platform/shared/route-definition'
import * as billingRoutes from '@platform/shared/routes/billing-routes'
import type { EntityItem } from 'electrodb'
import type { createBillingTransactionEntity } from '../../data/entities/billing-transaction-entity.ts'

export type TransactionRecord = EntityItem<ReturnType<typeof createBillingTransactionEntity>>

export function toTransaction(record: TransactionRecord): Transaction {
  return {
    id: record.transactionId,
    description: record.description,
    amountMinor: record.amountMinor,
    currency: record.currency,
    date: record.createdAt,
    receiptPath: `${buildPath(billingRoutes.getTransaction.path, {
      organizationId: record.organizationId,
      transactionId: record.transactionId,
    })}?format=pdf`,
  }
}
