/**
 * Organizations: members, roles, invitations, the plan and its usage counters.
 * The public surface: code outside this folder imports only this file (scripts/import-rules).
 */

export type { ChatAllowances } from './chat-allowances.ts'
export { chatAllowancesFor } from './chat-allowances.ts'
export { listMembers } from './members.ts'
export { findMembership, requireOrganization } from './organization-records.ts'
export { itemLabels, limitFor } from './plan-limits.ts'
export { planOf, releaseUsage, reserveUsage, usageOf } from './usage.ts'
