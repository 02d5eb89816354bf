import { defaultPlans, type PlanDefinition } from '@platform/shared/plans-defaults'
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

function freeDefinition(): PlanDefinition {
  const free = defaultPlans.find((plan) => plan.id === 'free')
  if (!free) throw new Error('shared/src/plans-defaults.ts must define the free plan')
  return free
}

/**
 * A plan of the shared plans source (what the pricing page shows) as enforced limits; `extra` gives the items the
 * pricing page does not list (FAQs, files, links).
 */
export function limitsOfDefinition(
  plan: PlanDefinition,
  extra: Pick<PlanLimits, 'faqs' | 'files' | 'urls'>,
): PlanLimits {
  const { chatMessagesPer30Days, freeCreditsUsd: _credits, ...limits } = plan.limits
  return { ...limits, ...extra, chatMessages: chatMessagesPer30Days }
}

/**
 * What an organization without a plan set by billing may hold: the free tier every new organization starts on, so
 * it can build and try an assistant before paying. It is the free plan of the shared plans source that the pricing
 * page shows, and billing's catalogue (operator-editable) starts from the same source.
 */
export const freePlanLimits: PlanLimits = limitsOfDefinition(freeDefinition(), { faqs: 500, files: 100, urls: 500 })

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
