import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

/**
 * A project's answers on one UTC day, as the project dashboard charts them (issue 42): every answer its assistants
 * gave, those that declined and those the end user thumbed down, added to by the table stream's consumer, never by
 * the chat. Like `dailyUsage`, the counters have no default: each write ADDs only its own, and a default written
 * with it would set the others back to zero. A counter never added to is absent and reads as zero.
 */
export const improvementDayEntitySchema = {
  model: { entity: 'improvementDay', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    /** YYYY-MM-DD (UTC) of the answer. */
    day: { type: 'string', required: true },
    answers: { type: 'number' },
    declined: { type: 'number' },
    thumbsDown: { type: 'number' },
  },
  indexes: {
    byProject: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId'] },
      sk: { field: tableDesign.sortKey, composite: ['day'] },
    },
  },
} as const

export function createImprovementDayEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(improvementDayEntitySchema, configuration)
}
