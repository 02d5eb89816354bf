import type { AnswerCheck } from '@platform/shared/contracts/training'
import * as z from 'zod'
import { base64ToFloat32, float32ToBase64 } from '../../retrieval/vectors.ts'
import { featureCount } from './candidate-features.ts'
import { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index.ts'
import type { RoutingHead } from './routing-head.ts'

/**
 * A trained retrieval-and-answer model: the knowledge index, the routing head and its calibrated threshold.
 * It answers with one of its learned completions or declines with the fallback answer; it generates no text.
 */
export interface RetrievalModel {
  index: KnowledgeIndex
  head: RoutingHead
  /** Lowest routing confidence at which a learned completion is given. */
  threshold: number
  fallbackAnswer: string
  metrics: TrainingSummary
}

export interface TrainingSummary {
  trainingExamples: number
  distinctAnswers: number
  trainingQuestions: number
  validationQuestions: number
  validationAccuracy: number
  epochs: number
  trainedTokens: number
  /** Held-out questions asked at the chosen threshold; models trained before it have none. */
  answerCheck?: AnswerCheck
}

/** Version 1 of the stored form: JSON with the embeddings as base64 float32, texts kept to rebuild BM25. */
const retrievalModelFileSchema = z.object({
  format: z.literal('local-retrieval/v1'),
  prompts: z.array(z.string()),
  answerOfPrompt: z.array(z.number().int().nonnegative()),
  answers: z.array(z.string()),
  promptEmbeddings: z.string(),
  answerEmbeddings: z.string(),
  /** Per answer, its linked source passage; models trained before source linking have none. */
  answerContexts: z.array(z.string()).optional(),
  /** Content terms of everything the model learned from, sources included. */
  knownTerms: z.array(z.string()).optional(),
  /** A small knowledge base's paraphrase-encoder vectors per prompt (prompt, prompt + answer); older models have none. */
  paraphrasePrompts: z.string().optional(),
  paraphrasePairs: z.string().optional(),
  /** A larger knowledge base's paraphrase-encoder vector per prompt + answer, to check answers; older models have none. */
  paraphraseCheckPairs: z.string().optional(),
  /** With the check: its vectors of long answers' pieces and the answer of each; older models have none. */
  paraphraseCheckPieces: z.object({ vectors: z.string(), answerOfPiece: z.array(z.number().int().min(0)) }).optional(),
  // Models trained before the pair and context keyword features have 7 or 9 weights; the missing ones weigh nothing.
  head: z.object({
    weights: z
      .array(z.number())
      .min(7)
      .max(featureCount)
      .transform((weights) => [...weights, ...Array(featureCount - weights.length).fill(0)]),
    declineBias: z.number(),
  }),
  threshold: z.number().min(0).max(1),
  fallbackAnswer: z.string(),
  metrics: z.object({
    trainingExamples: z.number(),
    distinctAnswers: z.number(),
    trainingQuestions: z.number(),
    validationQuestions: z.number(),
    validationAccuracy: z.number(),
    epochs: z.number(),
    trainedTokens: z.number(),
  }),
})

export type RetrievalModelFile = z.infer<typeof retrievalModelFileSchema>

export function serializeRetrievalModel(model: RetrievalModel): RetrievalModelFile {
  return {
    format: 'local-retrieval/v1',
    prompts: [...model.index.prompts],
    answerOfPrompt: Array.from(model.index.answerOfPrompt),
    answers: [...model.index.answers],
    promptEmbeddings: float32ToBase64(model.index.promptEmbeddings),
    answerEmbeddings: float32ToBase64(model.index.answerEmbeddings),
    answerContexts: [...model.index.answerContexts],
    knownTerms: [...model.index.knownTerms],
    ...(model.index.paraphrases
      ? {
          paraphrasePrompts: float32ToBase64(model.index.paraphrases.prompts),
          paraphrasePairs: float32ToBase64(model.index.paraphrases.pairs),
        }
      : {}),
    ...(model.index.paraphraseCheck ? { paraphraseCheckPairs: float32ToBase64(model.index.paraphraseCheck) } : {}),
    ...(model.index.paraphraseCheckPieces
      ? {
          paraphraseCheckPieces: {
            vectors: float32ToBase64(model.index.paraphraseCheckPieces.vectors),
            answerOfPiece: Array.from(model.index.paraphraseCheckPieces.answerOfPiece),
          },
        }
      : {}),
    head: model.head,
    threshold: model.threshold,
    fallbackAnswer: model.fallbackAnswer,
    metrics: model.metrics,
  }
}

/** Validates a stored model (from disk or S3) and rebuilds its in-memory index. */
export function loadRetrievalModel(stored: unknown): RetrievalModel {
  const file = retrievalModelFileSchema.parse(stored)
  const index = buildKnowledgeIndex({
    prompts: file.prompts,
    answerOfPrompt: file.answerOfPrompt,
    answers: file.answers,
    promptEmbeddings: base64ToFloat32(file.promptEmbeddings),
    answerEmbeddings: base64ToFloat32(file.answerEmbeddings),
    ...(file.answerContexts ? { answerContexts: file.answerContexts } : {}),
    ...(file.knownTerms ? { sourceTerms: file.knownTerms } : {}),
    ...(file.paraphrasePrompts && file.paraphrasePairs
      ? {
          paraphrases: {
            prompts: base64ToFloat32(file.paraphrasePrompts),
            pairs: base64ToFloat32(file.paraphrasePairs),
          },
        }
      : {}),
    ...(file.paraphraseCheckPairs ? { paraphraseCheck: base64ToFloat32(file.paraphraseCheckPairs) } : {}),
    ...(file.paraphraseCheckPieces
      ? {
          paraphraseCheckPieces: {
            vectors: base64ToFloat32(file.paraphraseCheckPieces.vectors),
            answerOfPiece: Int32Array.from(file.paraphraseCheckPieces.answerOfPiece),
          },
        }
      : {}),
  })
  return {
    index,
    head: file.head,
    threshold: file.threshold,
    fallbackAnswer: file.fallbackAnswer,
    metrics: file.metrics,
  }
}
