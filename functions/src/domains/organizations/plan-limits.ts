import { type CountedItem, countedItems } from '../../data/entities/usage-counter-entity.ts'
import type { OrganizationRecord } from './organization-records.ts'

/**
 * Everything a plan limits (spec section 3 "Plan limits"): the counted items, chat messages per month, API
 * requests per hour per key, and chat history retention in months.
 */
export type PlanLimits = Record<CountedItem, number> & {
  chatMessages: number
  apiRequestsPerHour: number
  chatHistoryRetentionMonths: number
}

export const planLimitNames = [
  ...countedItems,
  'chatMessages',
  'apiRequestsPerHour',
  'chatHistoryRetentionMonths',
] as const satisfies ReadonlyArray<keyof PlanLimits>

/**
 * A plan as the catalogue writes it (chat messages per 30-day pack, free credits) as enforced limits; `extra` gives
 * the items plans do not list (FAQs, files, links).
 */
export function limitsOfDefinition(
  plan: {
    limits: Omit<PlanLimits, 'chatMessages' | 'faqs' | 'files' | 'urls'> & {
      chatMessagesPer30Days: number
      freeCreditsUsd: number
    }
  },
  extra: Pick<PlanLimits, 'faqs' | 'files' | 'urls'>,
): PlanLimits {
  const { chatMessagesPer30Days, freeCreditsUsd: _credits, ...limits } = plan.limits
  return { ...limits, ...extra, chatMessages: chatMessagesPer30Days }
}

/**
 * What an organization without a plan set by billing may hold: the free tier every new organization starts on, so
 * it can build and try an assistant before paying. Billing's seeded catalogue lists the same free plan (checked by
 * its test), and the pricing page shows billing's catalogue.
 */
export const freePlanLimits: PlanLimits = {
  projects: 3,
  users: 5,
  knowledge: 2_000,
  pages: 100,
  actions: 100,
  workflows: 50,
  faqs: 500,
  functions: 25,
  agents: 3,
  files: 100,
  urls: 500,
  chatMessages: 500,
  apiRequestsPerHour: 1_000,
  chatHistoryRetentionMonths: 3,
}

/** Human words for the limit message: "You have reached the limit for {item}…". */
export const itemLabels: Record<CountedItem | 'chatMessages', string> = {
  projects: 'projects',
  users: 'users',
  knowledge: 'knowledge Q&As',
  pages: 'pages',
  actions: 'actions',
  workflows: 'workflows',
  faqs: 'FAQs',
  functions: 'functions',
  agents: 'agents',
  files: 'files',
  urls: 'links',
  chatMessages: 'chat messages',
}

/** The limits in force for the organization: what billing set, else the free tier's. */
export function limitsOfRecord(organization: Pick<OrganizationRecord, 'planLimits'> | undefined): PlanLimits {
  return { ...freePlanLimits, ...((organization?.planLimits as Partial<PlanLimits> | undefined) ?? {}) }
}

export function limitFor(organization: Pick<OrganizationRecord, 'planLimits'> | undefined, item: keyof PlanLimits) {
  return limitsOfRecord(organization)[item]
}
