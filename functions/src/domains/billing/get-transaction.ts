import type { BillingInformation, Transaction } from '@platform/shared/contracts/billing'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { requireOrganization } from '../organizations/index.ts'
import { billedToLines, formatAmount, receiptPdf, sellerLines } from './receipt-pdf.ts'
import { toTransaction } from './transaction-view.ts'

/** One payment, and its receipt as a PDF when asked for (spec section 3 "Payments list": receipt download). */
export async function getTransaction(
  { organizationId, transactionId }: { organizationId: string; transactionId: string },
  format: 'json' | 'pdf',
): Promise<{ transaction: Transaction; receipt: Uint8Array | null }> {
  const [{ data: record }, { data: information }] = await Promise.all([
    db().entities.billingTransaction.get({ organizationId, transactionId }).go(),
    format === 'pdf' ? db().entities.billingInformation.get({ organizationId }).go() : Promise.resolve({ data: null }),
  ])
  if (!record) throw new AppError('NOT_FOUND')
  const transaction = toTransaction(record)
  if (format !== 'pdf') return { transaction, receipt: null }
  const details = information?.details as BillingInformation | undefined
  // Without saved billing information the receipt names the organization, never its internal id.
  const organizationName = details ? null : (await requireOrganization(organizationId)).name
  const receipt = await receiptPdf([
    'Payment receipt',
    `Receipt for payment ${transaction.id}`,
    `Date: ${transaction.date.slice(0, 10)}`,
    `Description: ${transaction.description}`,
    `Amount paid: ${formatAmount(transaction.amountMinor, transaction.currency)} (taxes and gateway charges included)`,
    '',
    ...sellerLines(environment().APP_ORIGIN, environment().CONTACT_EMAIL ?? environment().MAIL_FROM),
    '',
    ...billedToLines(details, organizationName ?? ''),
  ])
  return { transaction, receipt }
}
