import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

/**
 * Evaluation settings of a version, one item per `name`:
 * - `thresholds`: the pass thresholds (`value` holds them);
 * - `lock#<modelId>#<testsetType>`: the run that holds that test set on that model (`runId`), created with a
 *   condition so two starts cannot both run it (TESTING_IN_PROGRESS).
 */
export const evaluationSettingSchema = {
  model: { entity: 'evaluationSetting', version: '1', service: 'platform' },
  attributes: {
    organizationId: { type: 'string', required: true },
    projectId: { type: 'string', required: true },
    versionId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    value: { type: 'any' },
    runId: { type: 'string' },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byVersion: {
      pk: { field: tableDesign.partitionKey, composite: ['organizationId', 'projectId', 'versionId'] },
      sk: { field: tableDesign.sortKey, composite: ['name'] },
    },
  },
} as const

export function createEvaluationSettingEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(evaluationSettingSchema, configuration)
}
