/**
 * Organizations: members, roles, invitations, the plan in force with its usage counters, and the credit ledger.
 * The public surface: code outside this folder imports only this file (scripts/import-rules).
 */

export type { AppliedPlan } from './apply-plan.ts'
export { applyPlan } from './apply-plan.ts'
export type { ChatAllowances } from './chat-allowances.ts'
export { chatAllowancesFor } from './chat-allowances.ts'
export {
  chatMessageCountWrite,
  chatMessagesExhausted,
  chatMessagesThisMonth,
  countChatMessage,
  currentMonth,
  dailyUsageSince,
} from './chat-message-allowance.ts'
export type { ChatCharge, CreditMovement } from './credits.ts'
export {
  addCredits,
  chargeCredits,
  chatChargeWrite,
  countDayUsage,
  creditBalanceOf,
  creditGrantWrites,
  debitCredits,
  listCreditEntries,
  recordChatCharge,
  requireCredits,
  settleCreditEntry,
  storedCreditBalance,
  today,
} from './credits.ts'
export { listMembers } from './members.ts'
export type { OrganizationRecord } from './organization-records.ts'
export { findMembership, requireOrganization } from './organization-records.ts'
export type { PlanLimits } from './plan-limits.ts'
export {
  freePlanLimits,
  itemLabels,
  limitFor,
  limitsOfDefinition,
  limitsOfRecord,
  planLimitNames,
} from './plan-limits.ts'
export { limitsOf, planOf, releaseUsage, reserveUsage, usageOf } from './usage.ts'
