import type { TrainingLimitsAndEstimates } from '@platform/shared/contracts/training'
import type { VersionKey } from '../../data/version-scope.ts'
import { modelProvider } from '../../models/provider-registry.ts'
import { requireVersion } from '../projects/index.ts'
import { assessTraining } from './assess-training.ts'

/** `GET /training/limits-and-estimates`: plan limits of the items training uses, duration, and what blocks it. */
export async function getTrainingLimitsAndEstimates(key: VersionKey): Promise<TrainingLimitsAndEstimates> {
  await requireVersion(key)
  const baseModel = modelProvider().defaults.fineTuningModel
  const assessment = await assessTraining(key, { baseModel, epochs: null, validationSplit: 0, systemPromptId: null })
  return {
    planId: assessment.planId,
    limits: assessment.limits,
    examples: assessment.examples,
    estimatedDurationSeconds: assessment.duration.seconds,
    estimateBasis: assessment.duration.basis,
    canTrain: assessment.blockers.length === 0,
    blockers: assessment.blockers,
  }
}
