import type { CountedItem } from '../../data/entities/usage-counter-entity.ts'

/**
 * What each plan allows. The spec does not give numbers; these are the starting values until the billing
 * feature manages plans. `Infinity` means unlimited.
 */
export const planLimits: Record<string, Record<CountedItem, number>> = {
  free: {
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
  },
}

/** Human words for the limit message: "You have reached the limit for {item}…". */
export const itemLabels: Record<CountedItem, string> = {
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
}

export function limitFor(planId: string | undefined, item: CountedItem): number {
  return (planLimits[planId ?? 'free'] ?? planLimits.free)?.[item] ?? Number.POSITIVE_INFINITY
}
