import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * How many knowledge pairs a version holds, in the version's own partition beside its pairs, so a list page reads
 * its `total` with one GetItem instead of counting the version. Every writer of pairs adds to `count` in the same
 * transaction that creates or deletes them, and to `changes` on every such transaction.
 * - `counted`: `count` is the whole version's. A version whose pairs were written before the counter existed (or
 *   whose counter was deleted) is counted once, and `counted` set only if `changes` did not move meanwhile.
 * - `indexed`: every pair carries `searchText` and the source-kind index keys, so filters can use them.
 */
export const knowledgeCounterSchema = {
  model: { entity: 'knowledgeCounter', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 0 },
    changes: { type: 'number', required: true, default: 0 },
    counted: { type: 'boolean', required: true, default: false },
    indexed: { type: 'boolean', required: true, default: false },
  },
  indexes: {
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createKnowledgeCounterEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(knowledgeCounterSchema, configuration)
}
