import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { getTransaction } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

/** `?format=pdf` answers the receipt as a download instead of the JSON envelope. */
export const handler = defineHandler(billingRoutes.getTransaction, async ({ params, query, reply }) => {
  const { transaction, receipt } = await getTransaction(params, query.format)
  if (receipt) {
    reply.setHeader('content-disposition', `attachment; filename="receipt-${transaction.id}.pdf"`)
    reply.replaceBody('application/pdf', receipt)
  }
  return transaction
})
