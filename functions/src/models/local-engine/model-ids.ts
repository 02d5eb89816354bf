/**
 * Model ids the local engine answers to. They live beside the learning code because the engine, the
 * provider registry (local mode defaults) and a chat function loading a trained index all need the same names.
 */
export const localRetrievalModelId = 'local-retrieval'
export const localEmbeddingModelId = 'universal-sentence-encoder-lite'
export const localEngineOwner = 'local-engine'

const fineTunedPrefix = `ft:${localRetrievalModelId}:`

/**
 * Builds a fine-tuned model id in OpenAI's `ft:<base>:<suffix>:<id>` form (OpenAI leaves the suffix empty
 * when none was given, and so do we, so ids parse the same way everywhere).
 *
 * @example fineTunedModelId('shipkite-help', 'k3v9x2') // 'ft:local-retrieval:shipkite-help:k3v9x2'
 */
export function fineTunedModelId(suffix: string | undefined, shortId: string): string {
  return `${fineTunedPrefix}${suffix ?? ''}:${shortId}`
}

export function isFineTunedLocalModel(modelId: string): boolean {
  return modelId.startsWith(fineTunedPrefix)
}
