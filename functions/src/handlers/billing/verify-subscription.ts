import { routes } from '@platform/shared/routes'
import { verifySubscription } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.verifySubscription, ({ params, body }) => verifySubscription(params, body))
