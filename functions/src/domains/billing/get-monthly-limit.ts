import { chatMessagesThisMonth, creditBalanceOf, currentMonth, limitsOf } from '../organizations/index.ts'

/** This month's chat messages against the plan's monthly allowance ("Current Month usage"). */
export async function getMonthlyLimit({ organizationId }: { organizationId: string }) {
  const now = new Date()
  const [used, limits, balance] = await Promise.all([
    chatMessagesThisMonth(organizationId),
    limitsOf(organizationId),
    creditBalanceOf(organizationId),
  ])
  const resetsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString()
  return {
    month: currentMonth(now),
    chatMessages: { used, limit: limits.chatMessages },
    resetsAt,
    creditBalanceUsd: balance / 1_000_000,
  }
}
