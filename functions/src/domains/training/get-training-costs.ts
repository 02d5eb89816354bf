import type { TrainingCosts } from '@platform/shared/contracts/training'
import type { VersionKey } from '../../data/version-scope.ts'
import { modelProvider } from '../../models/provider-registry.ts'
import { requireVersion } from '../projects/index.ts'
import { assessTraining } from './assess-training.ts'
import { microsToDollars } from './micros-to-dollars.ts'
import { trainingPricePerMillionTokens } from './training-settings.ts'

/** `GET /training/costs`: tokens and price of a standard training of the version, and the credits to pay it. */
export async function getTrainingCosts(key: VersionKey): Promise<TrainingCosts> {
  await requireVersion(key)
  const baseModel = modelProvider().defaults.fineTuningModel
  const assessment = await assessTraining(key, { baseModel, epochs: null, validationSplit: 0, systemPromptId: null })
  return {
    currency: 'USD',
    baseModel,
    examples: assessment.examples,
    tokens: assessment.tokens,
    epochs: assessment.cost.epochs,
    trainingTokens: assessment.cost.trainingTokens,
    pricePerMillionTokens: trainingPricePerMillionTokens(),
    estimatedCost: microsToDollars(assessment.cost.costMicros),
    creditBalance: microsToDollars(assessment.balanceMicros),
    sufficientCredits: assessment.sufficientCredits,
  }
}
