import { knowledgeSources } from '@platform/shared/contracts/stored-values'
import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

/**
 * A prompt and completion pair of a version. Three keyed access paths, no scans:
 * - table: get, update and delete by id;
 * - gsi1 (`byListing`): the version's list, ordered by `listedAt` (newest first when read descending);
 * - gsi2 (`bySource`): the pairs of one source (a link, a file, an import), to delete them with it;
 * - gsi3 (`bySourceKind`): the version's list of one kind of source, newest first, for the list's `source` filter.
 * `knowledgeId` is derived from the version and the prompt the pair was created with, so a job that runs twice
 * writes the same items instead of duplicates.
 */
/** The text a search is matched in: every searched word, lower-cased, must be in it. */
export function knowledgeSearchText(pair: { prompt?: string; completion?: string }): string {
  return `${pair.prompt}\n${pair.completion}`.toLowerCase()
}

export const knowledgeSchema = {
  model: { entity: 'knowledge', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    knowledgeId: { type: 'string', required: true },
    prompt: { type: 'string', required: true },
    /** Other wordings of the question (at most 10), each trained as one more prompt; absent on older pairs. */
    alternativePrompts: { type: 'list', items: { type: 'string' } },
    completion: { type: 'string', required: true },
    source: { type: knowledgeSources, required: true },
    /** The link, file id or import job id; empty for manual pairs. */
    sourceKey: { type: 'string', required: true, default: '' },
    /** ISO time that orders the list; pairs written together get consecutive times in document order. */
    listedAt: { type: 'string', required: true },
    /**
     * Prompt and completion lower-cased, for the list's search (a `contains` filter in DynamoDB). Kept by electrodb
     * whenever a write sets both; a write that sets only one of them must set the other too.
     */
    searchText: {
      type: 'string',
      watch: ['prompt', 'completion'],
      set: (value: string | undefined, item: { prompt?: string; completion?: string }) =>
        item.prompt === undefined || item.completion === undefined ? value : knowledgeSearchText(item),
    },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byId: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['knowledgeId'] },
    },
    byListing: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: 'gsi1sk', composite: ['listedAt', 'knowledgeId'] },
    },
    bySource: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['organizationId', 'projectId', 'versionId', 'source'] },
      // Links keep their case: two links differing only in case are different sources.
      sk: { field: 'gsi2sk', composite: ['sourceKey', 'listedAt', 'knowledgeId'], casing: 'none' },
    },
    bySourceKind: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['organizationId', 'projectId', 'versionId', 'source'] },
      sk: { field: 'gsi3sk', composite: ['listedAt', 'knowledgeId'] },
    },
  },
} as const

export function createKnowledgeEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(knowledgeSchema, configuration)
}
