import type { Training } from '@platform/shared/contracts/training'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { listTrainingRecords, toTrainings } from './training-records.ts'

/** `GET /training`: the version's latest 50 trainings, newest first. */
export async function listTrainings(key: VersionKey): Promise<Training[]> {
  await requireVersion(key)
  return toTrainings(await listTrainingRecords(key, 50))
}
