import type { Transaction } from '@platform/shared/contracts/billing'
import { buildPath, routes } from '@platform/shared/routes'
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
    receiptPath: `${buildPath(routes.getTransaction.path, {
      organizationId: record.organizationId,
      transactionId: record.transactionId,
    })}?format=pdf`,
  }
}
