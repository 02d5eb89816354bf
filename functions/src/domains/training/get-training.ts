import type { Training } from '@platform/shared/contracts/training'
import { requireTraining, type TrainingKey, toTrainings } from './training-records.ts'

/** `GET /training/{trainingId}`: one training with its curve and the provider's log. */
export async function getTraining(key: TrainingKey): Promise<Training> {
  const [training] = await toTrainings([await requireTraining(key)])
  return training as Training
}
