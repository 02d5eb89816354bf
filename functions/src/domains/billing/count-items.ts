import { usageOf } from '../organizations/index.ts'

/** How many of an item the organization holds: its maintained usage counter. */
export async function countItems(
  { organizationId }: { organizationId: string },
  item: 'knowledge' | 'pages' | 'actions' | 'workflows' | 'functions',
): Promise<{ count: number }> {
  return { count: (await usageOf(organizationId))[item] ?? 0 }
}
