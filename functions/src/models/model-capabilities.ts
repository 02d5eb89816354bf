import { isFineTunedLocalModel, localRetrievalModelId } from './local-engine/model-ids.ts'

/**
 * What a model can do, declared by the provider that serves it, so domains ask the model instead of testing its
 * id: the local engine's retrieval models choose among the answers they were trained on, train in seconds and
 * count epochs as steps; language models write text and train in minutes to hours.
 */
export interface ModelCapabilities {
  /** Writes text of its own (can generate Q&A pairs, is a fine-tuned language model once trained). */
  generatesText: boolean
  /** Accepts function definitions and answers with tool calls. */
  supportsTools: boolean
  /** Seconds between checks of a fine-tuning job on this model. */
  fineTuningPollSeconds: number
  /**
   * Fine-tuning also reads the version's documentation (a JSONL file of `{ "text" }` lines named by the job's
   * `documents_file` metadata): the local engine links answers to the passages they came from.
   */
  learnsFromDocuments: boolean
}

const retrievalModel: ModelCapabilities = {
  generatesText: false,
  supportsTools: true,
  fineTuningPollSeconds: 2,
  learnsFromDocuments: true,
}
const languageModel: ModelCapabilities = {
  generatesText: true,
  supportsTools: true,
  fineTuningPollSeconds: 30,
  learnsFromDocuments: false,
}

/**
 * The capabilities of a model id of an OpenAI-compatible endpoint: the local engine's ids, or a language model.
 *
 * @example modelCapabilities('ft:local-retrieval:help:k3v9x2').generatesText // false
 */
export function modelCapabilities(modelId: string): ModelCapabilities {
  return modelId === localRetrievalModelId || isFineTunedLocalModel(modelId) ? retrievalModel : languageModel
}
