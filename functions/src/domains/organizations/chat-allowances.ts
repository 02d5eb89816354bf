import type { OrganizationRecord } from './organization-records.ts'
import { limitsOfRecord } from './plan-limits.ts'

/**
 * What the organization's plan allows a deployed assistant (spec section 3 "Plan limits": API rate limit per hour,
 * chat history retention in months; section 9: "API rate limit is in requests per hour").
 */
export interface ChatAllowances {
  /** Embed and OpenAI-compatible calls per API key per clock hour. */
  apiRequestsPerHour: number
  chatHistoryRetentionMonths: number
}

export function chatAllowancesFor(organization: Pick<OrganizationRecord, 'planLimits'>): ChatAllowances {
  const limits = limitsOfRecord(organization)
  return {
    apiRequestsPerHour: limits.apiRequestsPerHour,
    chatHistoryRetentionMonths: limits.chatHistoryRetentionMonths,
  }
}
