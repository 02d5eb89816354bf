/**
 * What each plan allows a deployed assistant (spec section 3 "Plan limits": API rate limit per hour, chat history
 * retention in months; section 9: "API rate limit is in requests per hour"). The spec gives no numbers; these are
 * the starting values until the billing feature manages plans.
 */
export interface ChatAllowances {
  /** Embed and OpenAI-compatible calls per API key per clock hour. */
  apiRequestsPerHour: number
  chatHistoryRetentionMonths: number
}

export const chatAllowancesByPlan: Record<string, ChatAllowances> = {
  free: { apiRequestsPerHour: 1_000, chatHistoryRetentionMonths: 3 },
}

export function chatAllowancesFor(planId: string | undefined): ChatAllowances {
  return chatAllowancesByPlan[planId ?? 'free'] ?? (chatAllowancesByPlan.free as ChatAllowances)
}
