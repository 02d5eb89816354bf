import { modelProvider } from '../../models/provider-registry.ts'
import { environment } from '../../platform/environment.ts'

/** What a trained model says when it does not know; kept on the model so a decline can be told from an answer. */
export const trainingFallbackAnswer = "I don't know the answer to that yet."

/**
 * True for models that choose among trained answers (the local engine's), which train in seconds and are
 * labelled as retrieval models; false for language models. The provider declares it.
 */
export function isRetrievalModel(modelId: string): boolean {
  return !modelProvider().capabilities(modelId).generatesText
}

/**
 * Seconds between checks of the provider's fine-tuning job, as the provider declares for the model (the local
 * engine trains in seconds, hosted providers in minutes to hours). TRAINING_POLL_SECONDS overrides both.
 */
export function fineTuningPollSeconds(baseModel: string): number {
  return environment().TRAINING_POLL_SECONDS ?? modelProvider().capabilities(baseModel).fineTuningPollSeconds
}

export function trainingPricePerMillionTokens(): number {
  return environment().TRAINING_PRICE_PER_MILLION_TOKENS_USD
}
