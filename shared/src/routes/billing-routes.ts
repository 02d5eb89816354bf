import * as z from 'zod'
import {
  addOnSchema,
  billingInformationAnswerSchema,
  billingInformationSchema,
  breakdown30dSchema,
  checkoutSchema,
  costsSchema,
  countSchema,
  createOrderRequestSchema,
  currentPlanSchema,
  dashboardLimitsSchema,
  monthlyLimitSchema,
  paymentParamsSchema,
  planSchema,
  receiptQuerySchema,
  subscribeRequestSchema,
  transactionParamsSchema,
  transactionSchema,
  verifyOrderParamsSchema,
  verifyOrderRequestSchema,
  verifySubscriptionRequestSchema,
  webhookAnswerSchema,
} from '../contracts/billing.ts'
import { route } from '../route-definition.ts'

const params = paymentParamsSchema

export const listPlans = /* @__PURE__ */ route({
  id: 'listPlans',
  method: 'GET',
  path: '/organizations/{organizationId}/payments/subscriptions/plans',
  handler: 'billing/list-plans',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The plans an organization can subscribe to, monthly and annual, with their limits and free credits.',
  access: { organization: 'viewer' },
  request: { params },
  response: /* @__PURE__ */ z.array(planSchema),
})

export const getCurrentPlan = /* @__PURE__ */ route({
  id: 'getCurrentPlan',
  method: 'GET',
  path: '/organizations/{organizationId}/payments/subscriptions/plans/current',
  handler: 'billing/get-current-plan',
  auth: 'session',
  rateLimit: 'standard',
  summary: "The organization's plan, subscription state, cycle, limits in force and credit balance.",
  access: { organization: 'viewer' },
  request: { params },
  response: currentPlanSchema,
})

export const subscribe = /* @__PURE__ */ route({
  id: 'subscribe',
  method: 'POST',
  path: '/organizations/{organizationId}/payments/subscriptions',
  handler: 'billing/subscribe',
  auth: 'session',
  rateLimit: 'heavy',
  summary:
    'Starts a plan subscription with the payment gateway; the checkout it answers is verified by subscriptions/verify.',
  access: { organization: 'admin' },
  request: { params, body: subscribeRequestSchema },
  response: checkoutSchema,
})

export const verifySubscription = /* @__PURE__ */ route({
  id: 'verifySubscription',
  method: 'POST',
  path: '/organizations/{organizationId}/payments/subscriptions/verify',
  handler: 'billing/verify-subscription',
  auth: 'session',
  rateLimit: 'heavy',
  summary:
    "Verifies the checkout's HMAC-SHA256 signature and starts the plan: the old subscription is cancelled and limits reset (spec section 9), free credits added.",
  access: { organization: 'admin' },
  request: { params, body: verifySubscriptionRequestSchema },
  response: currentPlanSchema,
})

export const cancelSubscription = /* @__PURE__ */ route({
  id: 'cancelSubscription',
  method: 'POST',
  path: '/organizations/{organizationId}/payments/subscriptions/cancel',
  handler: 'billing/cancel-subscription',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Cancels the subscription without refund; service continues until the end of the billing cycle.',
  access: { organization: 'admin' },
  request: { params },
  response: currentPlanSchema,
})

export const listAddOns = /* @__PURE__ */ route({
  id: 'listAddOns',
  method: 'GET',
  path: '/organizations/{organizationId}/payments/subscriptions/plans/add-ons',
  handler: 'billing/list-add-ons',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Add-ons that raise limits or add credits on top of the plan.',
  access: { organization: 'viewer' },
  request: { params },
  response: /* @__PURE__ */ z.array(addOnSchema),
})

export const startFreeTrial = /* @__PURE__ */ route({
  id: 'startFreeTrial',
  method: 'POST',
  path: '/organizations/{organizationId}/payments/subscriptions/free-trial',
  handler: 'billing/start-free-trial',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Starts the free trial, once per organization.',
  access: { organization: 'admin' },
  request: { params },
  response: currentPlanSchema,
})

export const createOrder = /* @__PURE__ */ route({
  id: 'createOrder',
  method: 'POST',
  path: '/organizations/{organizationId}/payments/orders',
  handler: 'billing/create-order',
  auth: 'session',
  rateLimit: 'heavy',
  summary: 'Creates a gateway order for an add-on; the checkout it answers is verified by the verify-order call.',
  access: { organization: 'admin' },
  request: { params, body: createOrderRequestSchema },
  response: checkoutSchema,
})

export const verifyOrder = /* @__PURE__ */ route({
  id: 'verifyOrder',
  method: 'POST',
  path: '/organizations/{organizationId}/payments/orders/{orderId}/verify',
  handler: 'billing/verify-order',
  auth: 'session',
  rateLimit: 'heavy',
  summary: "Verifies an order checkout's HMAC-SHA256 signature and applies the add-on.",
  access: { organization: 'admin' },
  request: { params: verifyOrderParamsSchema, body: verifyOrderRequestSchema },
  response: currentPlanSchema,
})

export const listTransactions = /* @__PURE__ */ route({
  id: 'listTransactions',
  method: 'GET',
  path: '/organizations/{organizationId}/payments/transactions',
  handler: 'billing/list-transactions',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Payments received, newest first (spec section 3 "Payments list").',
  access: { organization: 'admin' },
  request: { params },
  response: /* @__PURE__ */ z.array(transactionSchema),
})

export const getTransaction = /* @__PURE__ */ route({
  id: 'getTransaction',
  method: 'GET',
  path: '/organizations/{organizationId}/payments/transactions/{transactionId}',
  handler: 'billing/get-transaction',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'One payment; `?format=pdf` answers its receipt as a PDF download.',
  access: { organization: 'admin' },
  request: { params: transactionParamsSchema, query: receiptQuerySchema },
  response: transactionSchema,
})

export const getBillingInformation = /* @__PURE__ */ route({
  id: 'getBillingInformation',
  method: 'GET',
  path: '/organizations/{organizationId}/payments/billing-info',
  handler: 'billing/get-billing-information',
  auth: 'session',
  rateLimit: 'standard',
  summary: "The organization's billing information, or null before it is given.",
  access: { organization: 'admin' },
  request: { params },
  response: billingInformationAnswerSchema,
})

export const updateBillingInformation = /* @__PURE__ */ route({
  id: 'updateBillingInformation',
  method: 'PUT',
  path: '/organizations/{organizationId}/payments/billing-info',
  handler: 'billing/update-billing-information',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Saves the billing information printed on receipts.',
  access: { organization: 'admin' },
  request: { params, body: billingInformationSchema },
  response: billingInformationSchema,
})

export const getMonthlyLimit = /* @__PURE__ */ route({
  id: 'getMonthlyLimit',
  method: 'GET',
  path: '/organizations/{organizationId}/payments/monthly-limit',
  handler: 'billing/get-monthly-limit',
  auth: 'session',
  rateLimit: 'standard',
  summary: "This month's chat messages against the plan's monthly allowance (Current Month usage).",
  access: { organization: 'viewer' },
  request: { params },
  response: monthlyLimitSchema,
})

export const getUsageBreakdown = /* @__PURE__ */ route({
  id: 'getUsageBreakdown',
  method: 'GET',
  path: '/organizations/{organizationId}/dashboard/breakdown-30d',
  handler: 'billing/get-usage-breakdown',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Costs and chat messages per day over the last 30 days.',
  access: { organization: 'viewer' },
  request: { params },
  response: breakdown30dSchema,
})

export const getCosts = /* @__PURE__ */ route({
  id: 'getCosts',
  method: 'GET',
  path: '/organizations/{organizationId}/dashboard/costs',
  handler: 'billing/get-costs',
  auth: 'session',
  rateLimit: 'standard',
  summary: "This month's costs by kind, credits added and the credit balance.",
  access: { organization: 'viewer' },
  request: { params },
  response: costsSchema,
})

export const getDashboardLimits = /* @__PURE__ */ route({
  id: 'getDashboardLimits',
  method: 'GET',
  path: '/organizations/{organizationId}/dashboard/limits',
  handler: 'billing/get-dashboard-limits',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Each plan limit with what the organization uses of it.',
  access: { organization: 'viewer' },
  request: { params },
  response: dashboardLimitsSchema,
})

export const countKnowledge = /* @__PURE__ */ route({
  id: 'countKnowledge',
  method: 'GET',
  path: '/organizations/{organizationId}/dashboard/count/knowledge',
  handler: 'billing/count-knowledge',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'How many knowledge Q&As the organization holds (a maintained counter, not a count over items).',
  access: { organization: 'viewer' },
  request: { params },
  response: countSchema,
})

export const countPages = /* @__PURE__ */ route({
  id: 'countPages',
  method: 'GET',
  path: '/organizations/{organizationId}/dashboard/count/pages',
  handler: 'billing/count-pages',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'How many pages the organization holds (a maintained counter, not a count over items).',
  access: { organization: 'viewer' },
  request: { params },
  response: countSchema,
})

export const countActions = /* @__PURE__ */ route({
  id: 'countActions',
  method: 'GET',
  path: '/organizations/{organizationId}/dashboard/count/actions',
  handler: 'billing/count-actions',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'How many actions the organization holds (a maintained counter, not a count over items).',
  access: { organization: 'viewer' },
  request: { params },
  response: countSchema,
})

export const countWorkflows = /* @__PURE__ */ route({
  id: 'countWorkflows',
  method: 'GET',
  path: '/organizations/{organizationId}/dashboard/count/workflows',
  handler: 'billing/count-workflows',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'How many workflows the organization holds (a maintained counter, not a count over items).',
  access: { organization: 'viewer' },
  request: { params },
  response: countSchema,
})

export const countAgentFunctions = /* @__PURE__ */ route({
  id: 'countAgentFunctions',
  method: 'GET',
  path: '/organizations/{organizationId}/dashboard/count/agent-functions',
  handler: 'billing/count-agent-functions',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'How many agent functions the organization holds (a maintained counter, not a count over items).',
  access: { organization: 'viewer' },
  request: { params },
  response: countSchema,
})

export const receivePaymentWebhook = /* @__PURE__ */ route({
  id: 'receivePaymentWebhook',
  method: 'POST',
  path: '/payments/webhooks/razorpay',
  handler: 'billing/receive-payment-webhook',
  auth: 'public',
  rateLimit: 'standard',
  summary:
    'Razorpay webhooks (subscription charged, cancelled, completed; payment captured), verified by X-Razorpay-Signature and applied once per event id.',
  response: webhookAnswerSchema,
})

/** Spec section 7 "Payments" and "Dashboard", plus the payment gateway's webhook. */
export const billingRoutes = {
  listPlans,
  getCurrentPlan,
  subscribe,
  verifySubscription,
  cancelSubscription,
  listAddOns,
  startFreeTrial,
  createOrder,
  verifyOrder,
  listTransactions,
  getTransaction,
  getBillingInformation,
  updateBillingInformation,
  getMonthlyLimit,
  getUsageBreakdown,
  getCosts,
  getDashboardLimits,
  countKnowledge,
  countPages,
  countActions,
  countWorkflows,
  countAgentFunctions,
  receivePaymentWebhook,
}
