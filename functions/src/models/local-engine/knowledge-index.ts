import { Bm25Index } from './bm25-index.ts'
import { sentenceEncoderDimensions } from './sentence-encoder.ts'
import { contentTerms } from './text-tokens.ts'

/**
 * The searchable part of a trained model: every training prompt (an "entry") points at one answer (a distinct
 * completion), so paraphrased prompts that share a completion strengthen the same answer. Both sides are
 * searchable by meaning (embeddings) and by keywords (BM25).
 */
export interface KnowledgeIndex {
  prompts: readonly string[]
  /** For each prompt, the index of its answer. */
  answerOfPrompt: Int32Array
  answers: readonly string[]
  /** Row-major, one unit-length row per prompt. */
  promptEmbeddings: Float32Array
  /** Row-major, one unit-length row per answer. */
  answerEmbeddings: Float32Array
  promptKeywords: Bm25Index
  answerKeywords: Bm25Index
}

export interface KnowledgeIndexSource {
  prompts: readonly string[]
  answerOfPrompt: ArrayLike<number>
  answers: readonly string[]
  promptEmbeddings: Float32Array
  answerEmbeddings: Float32Array
}

export function buildKnowledgeIndex(source: KnowledgeIndexSource): KnowledgeIndex {
  const dimensions = sentenceEncoderDimensions
  if (source.promptEmbeddings.length !== source.prompts.length * dimensions) {
    throw new Error('Prompt embeddings do not match the prompts.')
  }
  if (source.answerEmbeddings.length !== source.answers.length * dimensions) {
    throw new Error('Answer embeddings do not match the answers.')
  }
  const answerOfPrompt = Int32Array.from(source.answerOfPrompt)
  for (const answer of answerOfPrompt) {
    if (answer < 0 || answer >= source.answers.length) throw new Error('A prompt points at a missing answer.')
  }
  return {
    prompts: source.prompts,
    answerOfPrompt,
    answers: source.answers,
    promptEmbeddings: source.promptEmbeddings,
    answerEmbeddings: source.answerEmbeddings,
    promptKeywords: new Bm25Index(source.prompts.map(contentTerms)),
    answerKeywords: new Bm25Index(source.answers.map(contentTerms)),
  }
}
