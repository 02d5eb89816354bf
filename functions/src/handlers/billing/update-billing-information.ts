import { routes } from '@platform/shared/routes'
import { updateBillingInformation } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.updateBillingInformation, ({ params, body }) =>
  updateBillingInformation(params, body),
)
