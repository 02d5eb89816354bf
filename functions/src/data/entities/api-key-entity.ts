import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

/**
 * An API key (spec section 7 "API keys"): puts one trained model of a version in front of people. Its id is its
 * public embed id, so the embed service and the OpenAI-compatible endpoint (whose bearer secret starts with the
 * embed id) find it with one consistent get, and deleting this one item revokes both at once.
 * - primary (`byEmbedId`): the key by its embed id.
 * - gsi1 (`byVersion`): the version's keys, newest first when read descending.
 * The secret is never stored: `secretHash` (SHA-256) checks a bearer token, and `secretSalt` lets the server
 * derive the secret again under CODE_SIGNING_SECRET to check identity-verification HMACs. `appearance` rides on
 * the same item, so the key's chat page reads it with the get it already makes.
 */
export const apiKeyEntitySchema = {
  model: { entity: 'apiKey', version: '1', service: 'platform' },
  attributes: {
    embedId: { type: 'string', required: true },
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    modelId: { type: 'string', required: true },
    ragEnabled: { type: 'boolean', required: true, default: false },
    allowedDomains: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    systemPromptId: { type: 'string' },
    identityVerification: { type: 'boolean', required: true, default: false },
    /** How the widget looks for this key (only the fields the owner set; absent: the embed code decides). */
    appearance: {
      type: 'map',
      properties: {
        title: { type: 'string' },
        subtitle: { type: 'string' },
        welcomeMessage: { type: 'string' },
        suggestedQuestions: { type: 'list', items: { type: 'string' } },
        colorScheme: { type: ['light', 'dark'] as const },
        primaryColor: { type: 'string' },
        accentColor: { type: 'string' },
      },
    },
    secretHash: { type: 'string', required: true },
    secretSalt: { type: 'string', required: true },
    secretHint: { type: 'string', required: true },
    createdBy: { type: 'string' },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byEmbedId: {
      pk: { field: tableDesign.partitionKey, composite: ['embedId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
    byVersion: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'embedId'] },
    },
  },
} as const

export function createApiKeyEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(apiKeyEntitySchema, configuration)
}
