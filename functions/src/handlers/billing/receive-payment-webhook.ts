import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { receivePaymentWebhook } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { countOutcome } from '../../platform/metrics.ts'
import { eventBodyBytes } from '../../platform/parse-multipart-upload.ts'

/** The signature covers the raw body, so the handler passes the bytes as they came, not the parsed JSON. */
export const handler = defineHandler(billingRoutes.receivePaymentWebhook, ({ event }) =>
  // A refused webhook (bad signature, unreadable body) is a gateway misconfigured or someone probing: counted.
  countOutcome(() => receivePaymentWebhook(eventBodyBytes(event).toString('utf8'), event.headers), {
    failed: 'WebhookRefusals',
  }),
)
