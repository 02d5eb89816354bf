import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * One call to a deployed model (embed service or OpenAI-compatible endpoint), for the console's live log tail
 * (spec section 7 `POST /models/logs/tail`). Per model, ids sort by time; kept seven days.
 */
export const deploymentLogEntryEntitySchema = {
  model: { entity: 'deploymentLogEntry', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    modelId: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    call: { type: 'string', required: true },
    status: { type: 'number', required: true },
    durationMilliseconds: { type: 'number', required: true },
    embedId: { type: 'string', required: true },
    identifier: { type: 'string' },
    sessionId: { type: 'string' },
    detail: { type: 'string' },
    /** Tokens the provider metered for this answer and the credits debited for them (micro US dollars). */
    totalTokens: { type: 'number' },
    creditsChargedMicros: { type: 'number' },
    /**
     * An OpenAI-compatible call keeps no transcript: its entry carries the question it answered, the one before it
     * (for a "talk to a human" follow-up), whether it declined and its confidence, for the "Improve" inbox (ADR 0030).
     */
    question: { type: 'string' },
    previousQuestion: { type: 'string' },
    declined: { type: 'boolean' },
    confidence: { type: 'number' },
    at: { type: 'string', required: true },
    /**
     * True while an answered call's entry, written on the request path, is not yet in its model's hourly count:
     * the table's stream consumer counts it once (ADR 0028).
     */
    uncounted: { type: 'boolean' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byModel: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId', 'modelId'] },
      sk: { field: tableDesign.sortKey, composite: ['entryId'] },
    },
  },
} as const

export function createDeploymentLogEntryEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(deploymentLogEntryEntitySchema, configuration)
}
