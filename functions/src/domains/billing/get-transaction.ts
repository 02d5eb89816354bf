import type { BillingInformation, Transaction } from '@platform/shared/contracts/billing'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { formatAmount, receiptPdf } from './receipt-pdf.ts'
import { toTransaction } from './transaction-view.ts'

/** One payment, and its receipt as a PDF when asked for (spec section 3 "Payments list": receipt download). */
export async function getTransaction(
  { organizationId, transactionId }: { organizationId: string; transactionId: string },
  format: 'json' | 'pdf',
): Promise<{ transaction: Transaction; receipt: string | null }> {
  const [{ data: record }, { data: information }] = await Promise.all([
    db().entities.billingTransaction.get({ organizationId, transactionId }).go(),
    format === 'pdf' ? db().entities.billingInformation.get({ organizationId }).go() : Promise.resolve({ data: null }),
  ])
  if (!record) throw new AppError('NOT_FOUND')
  const transaction = toTransaction(record)
  if (format !== 'pdf') return { transaction, receipt: null }
  const details = information?.details as BillingInformation | undefined
  const billedTo = details
    ? [
        `Billed to: ${details.name}`,
        ...(details.taxId ? [`Tax ID: ${details.taxId}`] : []),
        ...(details.companyId ? [`Company ID: ${details.companyId}`] : []),
        [details.address.line1, details.address.line2].filter(Boolean).join(', '),
        `${details.address.city}, ${details.address.state} ${details.address.pin}, ${details.address.country}`,
        `${details.fullName}${details.position ? `, ${details.position}` : ''} - ${details.email} - ${details.phone}`,
      ]
    : [`Billed to: organization ${organizationId}`]
  const receipt = receiptPdf([
    'Payment receipt',
    `Receipt for payment ${transaction.id}`,
    `Date: ${transaction.date.slice(0, 10)}`,
    `Description: ${transaction.description}`,
    `Amount paid: ${formatAmount(transaction.amountMinor, transaction.currency)} (taxes and gateway charges included)`,
    '',
    ...billedTo,
  ])
  return { transaction, receipt }
}
