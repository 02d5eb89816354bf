import { toolDefinitions, trainingExamplesOf } from './build-training-files.ts'
import type { AgentFunctionItem, KnowledgePair } from './version-content.ts'

/** Epochs assumed for pricing when the provider picks them (OpenAI's usual choice for mid-sized files). */
export const standardEpochs = 3

/** Chat formatting tokens: about 3 per example plus 4 per message, as OpenAI counts chat messages. */
const tokensPerExample = 3
const tokensPerMessage = 4

export interface TrainingTokenCounts {
  knowledge: number
  systemPrompt: number
  functions: number
  formatting: number
  total: number
}

/**
 * Tokens of one pass over the training file, counted offline with `gpt-tokenizer` (o200k, the GPT-4o family's
 * encoding): every example repeats the system prompt and the function definitions, so they count once per example.
 * The tokenizer (2.7 MB of encoding tables) is loaded on first use, so functions that never count carry none of it.
 *
 * @example
 * await countTrainingTokens({ knowledge: [{ prompt: 'Hi?', completion: 'Hello.' }], systemPrompt: null, functions: [] })
 */
export async function countTrainingTokens(input: {
  knowledge: readonly Pick<KnowledgePair, 'prompt' | 'completion' | 'alternativePrompts'>[]
  systemPrompt: string | null
  functions: readonly AgentFunctionItem[]
}): Promise<TrainingTokenCounts> {
  const { countTokens } = await import('gpt-tokenizer')
  // The training file's lines: a pair's alternative questions are examples of their own.
  const lines = trainingExamplesOf(input.knowledge)
  const examples = lines.length
  const knowledge = lines.reduce((total, pair) => total + countTokens(pair.prompt) + countTokens(pair.completion), 0)
  const systemPrompt = input.systemPrompt ? countTokens(input.systemPrompt) * examples : 0
  const functions =
    input.functions.length > 0 ? countTokens(JSON.stringify(toolDefinitions(input.functions))) * examples : 0
  const messagesPerExample = input.systemPrompt ? 3 : 2
  const formatting = examples * (tokensPerExample + tokensPerMessage * messagesPerExample)
  return { knowledge, systemPrompt, functions, formatting, total: knowledge + systemPrompt + functions + formatting }
}

export interface TrainingCostEstimate {
  epochs: number
  /** Tokens of one pass × epochs: what providers bill. */
  trainingTokens: number
  /** Whole micro US dollars, rounded up, so every training that trains something costs something. */
  costMicros: number
}

/**
 * @example
 * estimateTrainingCost(10_000, { epochs: 3, pricePerMillionTokens: 3 })
 * // { epochs: 3, trainingTokens: 30000, costMicros: 90000 }
 */
export function estimateTrainingCost(
  tokensPerPass: number,
  options: { epochs: number | null | undefined; pricePerMillionTokens: number },
): TrainingCostEstimate {
  const epochs = options.epochs ?? standardEpochs
  const trainingTokens = tokensPerPass * epochs
  // A price per million tokens is, per token, the same number in micro dollars.
  return { epochs, trainingTokens, costMicros: Math.ceil(trainingTokens * options.pricePerMillionTokens) }
}
