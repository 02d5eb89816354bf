import type { ApiCount } from '@platform/shared/contracts/deployment'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireModel } from '../training/index.ts'
import { readLast24Hours } from './deployment-counters.ts'

/** `POST /models/analytics/api-count-last-24-hours`: answered calls per hour, from the maintained counters. */
export async function countApiCallsLast24Hours(key: VersionKey, modelId: string): Promise<ApiCount> {
  await requireModel(key, modelId)
  return readLast24Hours(
    { organizationId: key.organizationId, projectId: key.projectId, versionId: key.versionId },
    modelId,
  )
}
