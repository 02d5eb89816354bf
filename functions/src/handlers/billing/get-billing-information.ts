import { routes } from '@platform/shared/routes'
import { getBillingInformation } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getBillingInformation, ({ params }) => getBillingInformation(params))
