import { routes } from '@platform/shared/routes'
import { listTransactions } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listTransactions, ({ params }) => listTransactions(params))
