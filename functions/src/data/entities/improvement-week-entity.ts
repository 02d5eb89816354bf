import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * A project's week in the "Improve" digest: one partition per week (its Monday, UTC), so the weekly digest job
 * finds the projects whose inbox took questions with one key query. `inboxQuestions` is added to by the table
 * stream's consumer; `digestSentAt` is set once, on condition it is absent, before the week's digest is sent, so a
 * doubled tick or a redelivery sends nothing twice. Gone some weeks later (`expiresAt`).
 */
export const improvementWeekEntitySchema = {
  model: { entity: 'improvementWeek', version: '1', service: 'platform' },
  attributes: {
    /** YYYY-MM-DD (UTC) of the week's Monday. */
    week: { type: 'string', required: true },
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    inboxQuestions: { type: 'number' },
    digestSentAt: { type: 'string' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byWeek: {
      pk: { field: tableDesign.partitionKey, composite: ['week'] },
      sk: { field: tableDesign.sortKey, composite: ['organizationId', 'projectId'] },
    },
  },
} as const

export function createImprovementWeekEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(improvementWeekEntitySchema, configuration)
}
