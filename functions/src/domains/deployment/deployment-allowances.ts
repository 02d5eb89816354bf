import { type ChatAllowances, chatAllowancesFor, requireOrganization } from '../organizations/index.ts'

/** The hourly limit and chat retention the organization's plan gives its deployed assistants. */
export async function allowancesOf(organizationId: string): Promise<ChatAllowances> {
  const organization = await requireOrganization(organizationId)
  return chatAllowancesFor(organization)
}

/** Epoch seconds when chat history written now expires (DynamoDB TTL). */
export function retentionExpiry(allowances: ChatAllowances, now = Date.now()): number {
  return Math.floor(now / 1000) + allowances.chatHistoryRetentionMonths * 30 * 24 * 3600
}
