import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { countItems } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(billingRoutes.countWorkflows, ({ params }) => countItems(params, 'workflows'))
