/**
 * Billing: plans and add-ons (data), subscriptions, orders and the payment gateway, transactions with receipts,
 * billing information, the scheduled billing cycles and the usage dashboard. Last in the pipeline: it sets the
 * plan in force through organizations (`applyPlan`), which every other domain reads. The public surface: code
 * outside this folder imports only this file (scripts/import-rules).
 */

export { cancelSubscription } from './cancel-subscription.ts'
export { signCheckout, signWebhook } from './checkout-signature.ts'
export { countItems } from './count-items.ts'
export { createOrder } from './create-order.ts'
export { getBillingInformation } from './get-billing-information.ts'
export { getCosts } from './get-costs.ts'
export { getCurrentPlan } from './get-current-plan.ts'
export { getDashboardLimits } from './get-dashboard-limits.ts'
export { getMonthlyLimit } from './get-monthly-limit.ts'
export { getTransaction } from './get-transaction.ts'
export { getUsageBreakdown } from './get-usage-breakdown.ts'
export { listAddOns } from './list-add-ons.ts'
export { listPlans } from './list-plans.ts'
export { listTransactions } from './list-transactions.ts'
export { localCheckoutPath, localGatewayId } from './local-gateway.ts'
export { receivePaymentWebhook } from './receive-payment-webhook.ts'
export { runBillingCycles } from './run-billing-cycles.ts'
export { startFreeTrial } from './start-free-trial.ts'
export { subscribe } from './subscribe.ts'
export { updateBillingInformation } from './update-billing-information.ts'
export { verifyOrder } from './verify-order.ts'
export { verifySubscription } from './verify-subscription.ts'
