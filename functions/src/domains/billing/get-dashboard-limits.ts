import { chatMessagesThisMonth, itemLabels, limitsOf, planOf, usageOf } from '../organizations/index.ts'

const gaugedItems = [
  'chatMessages',
  'knowledge',
  'pages',
  'actions',
  'workflows',
  'users',
  'projects',
  'agents',
  'functions',
] as const

/** Each counted limit with its use (maintained counters; chat messages are this month's). */
export async function getDashboardLimits({ organizationId }: { organizationId: string }) {
  const [limits, usage, chatMessages, planId] = await Promise.all([
    limitsOf(organizationId),
    usageOf(organizationId),
    chatMessagesThisMonth(organizationId),
    planOf(organizationId),
  ])
  return {
    planId,
    items: gaugedItems.map((item) => ({
      item,
      label: itemLabels[item],
      used: item === 'chatMessages' ? chatMessages : (usage[item] ?? 0),
      limit: limits[item],
    })),
  }
}
