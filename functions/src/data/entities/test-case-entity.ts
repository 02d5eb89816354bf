import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

/**
 * A test case of a version: a prompt and the completion the assistant is expected to give. Two keyed access
 * paths, no scans:
 * - table: get, update and delete by id;
 * - gsi1 (`byListing`): the version's list, ordered by `listedAt` (newest first when read descending).
 * `testCaseId` is derived from the version and the prompt it was created with (see `testCaseIdFor`), so an
 * import run twice writes the same items instead of duplicates.
 */
export const testCaseSchema = {
  model: { entity: 'testCase', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    testCaseId: { type: 'string', required: true },
    prompt: { type: 'string', required: true },
    expectedCompletion: { type: 'string', required: true },
    listedAt: { type: 'string', required: true },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byId: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['testCaseId'] },
    },
    byListing: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: 'gsi1sk', composite: ['listedAt', 'testCaseId'] },
    },
  },
} as const

export function createTestCaseEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(testCaseSchema, configuration)
}
