import { routes } from '@platform/shared/routes'
import { cancelSubscription } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.cancelSubscription, ({ params }) => cancelSubscription(params))
