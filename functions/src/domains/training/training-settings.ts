import { isFineTunedLocalModel, localRetrievalModelId } from '../../models/local-engine/model-ids.ts'
import { environment } from '../../platform/environment.ts'

/** What a trained model says when it does not know; kept on the model so a decline can be told from an answer. */
export const trainingFallbackAnswer = "I don't know the answer to that yet."

/** True for the local engine's models, which train in seconds and are labelled as retrieval models. */
export function isLocalEngineModel(modelId: string): boolean {
  return modelId === localRetrievalModelId || isFineTunedLocalModel(modelId)
}

/**
 * Seconds between checks of the provider's fine-tuning job: the local engine trains in seconds, hosted providers
 * in minutes to hours. TRAINING_POLL_SECONDS overrides both.
 */
export function fineTuningPollSeconds(baseModel: string): number {
  return environment().TRAINING_POLL_SECONDS ?? (isLocalEngineModel(baseModel) ? 2 : 30)
}

export function trainingPricePerMillionTokens(): number {
  return environment().TRAINING_PRICE_PER_MILLION_TOKENS_USD
}
