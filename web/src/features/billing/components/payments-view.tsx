import Box from '@cloudscape-design/components/box'
import Header from '@cloudscape-design/components/header'
import Link from '@cloudscape-design/components/link'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Table from '@cloudscape-design/components/table'
import { apiPrefix } from '@platform/shared/routes'
import { PageLoading } from '../../../components/page-loading.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import { useBillingInformation } from '../api/get-billing-information.ts'
import { useTransactions } from '../api/list-transactions.ts'
import { formatPrice } from '../money.ts'
import { BillingInformationForm } from './billing-information-form.tsx'

/** Spec section 3 "Payments list" (ID, description, amount, date, receipt download) and the billing information. */
export function PaymentsView({ organizationId }: { organizationId: string }) {
  const transactions = useTransactions(organizationId)
  const information = useBillingInformation(organizationId)

  return (
    <SpaceBetween size="l">
      <Table
        header={<Header variant="h2">Payments</Header>}
        loading={transactions.isPending}
        loadingText="Loading payments"
        items={transactions.data ?? []}
        trackBy="id"
        columnDefinitions={[
          { id: 'id', header: 'ID', cell: (transaction) => transaction.id },
          { id: 'description', header: 'Description', cell: (transaction) => transaction.description },
          {
            id: 'amount',
            header: 'Amount',
            cell: (transaction) => formatPrice(transaction.amountMinor, transaction.currency),
          },
          { id: 'date', header: 'Date', cell: (transaction) => formatDate(transaction.date) },
          {
            id: 'receipt',
            header: 'Receipt',
            cell: (transaction) => (
              <Link href={`${apiPrefix}${transaction.receiptPath}`} ariaLabel={`Download receipt ${transaction.id}`}>
                Download
              </Link>
            ),
          },
        ]}
        empty={<Box textAlign="center">No payments yet.</Box>}
      />
      {information.isPending ? (
        <PageLoading />
      ) : (
        <BillingInformationForm organizationId={organizationId} information={information.data ?? null} />
      )}
    </SpaceBetween>
  )
}
