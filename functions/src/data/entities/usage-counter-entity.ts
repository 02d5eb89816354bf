import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

export const countedItems = [
  'projects',
  'users',
  'knowledge',
  'pages',
  'actions',
  'workflows',
  'faqs',
  'functions',
  'agents',
  'files',
  'urls',
] as const
export type CountedItem = (typeof countedItems)[number]

/** How many of an item an organization holds now, kept beside the items so plan limits need no counting scans. */
export const usageCounterSchema = {
  model: { entity: 'usageCounter', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    item: { type: countedItems, required: true },
    count: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byOrganization: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId'] },
      sk: { field: tableDesign.sortKey, composite: ['item'] },
    },
  },
} as const

export function createUsageCounterEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(usageCounterSchema, configuration)
}
