import { type Candidate, findCandidates, type Query, queryOf } from './candidate-features.ts'
import { embedQuestionInKnowledgeWords } from './question-embedding.ts'
import type { RetrievalModel } from './retrieval-model.ts'
import { routeProbabilities } from './routing-head.ts'
import { embedSentences } from './sentence-encoder.ts'

export interface KnowledgeAnswer {
  /** True when a learned completion is given, false when the model declines. */
  answered: boolean
  /** The learned completion, or the model's fallback answer. */
  answer: string
  /** Routing probability of the best answer (0 when declining is most likely). */
  confidence: number
  /** The training prompt that matched best, for logs and the console's "why this answer". */
  matchedPrompt?: string
  /**
   * When declining: up to three trained questions of the closest candidates, so the person can pick one instead of
   * rephrasing ("Did you mean …?"). Empty when nothing came close.
   */
  suggestedQuestions: string[]
}

export interface RankedAnswer {
  answer: string
  probability: number
  matchedPrompt?: string
}

/**
 * Answers a question with a trained model: retrieve candidates, weigh them with the routing head, and give the
 * best learned completion when its probability reaches the calibrated threshold; otherwise the fallback.
 *
 * @example
 * const reply = await answerQuestion(model, 'Can I print on my Zebra printer?')
 * if (!reply.answered) console.log('declined:', reply.answer)
 */
export async function answerQuestion(model: RetrievalModel, question: string): Promise<KnowledgeAnswer> {
  const [embedding] = await embedSentences([question])
  const knowledgeEmbedding = await embedQuestionInKnowledgeWords(
    model.index,
    question,
    embedding as Float32Array,
    (texts) => embedSentences(texts),
  )
  return answerEmbeddedQuestion(model, queryOf(question, knowledgeEmbedding))
}

/** The synchronous part of `answerQuestion`, for callers that already hold the question's embedding. */
export function answerEmbeddedQuestion(model: RetrievalModel, query: Query): KnowledgeAnswer {
  const ranked = rankAnswers(model, query, maximumSuggestions)
  const best = ranked[0]
  if (best && best.probability >= model.threshold) {
    return {
      answered: true,
      answer: best.answer,
      confidence: best.probability,
      matchedPrompt: best.matchedPrompt,
      suggestedQuestions: [],
    }
  }
  const suggestedQuestions = ranked
    .filter((candidate) => candidate.probability >= model.threshold * suggestionShareOfThreshold)
    .flatMap((candidate) => (candidate.matchedPrompt ? [candidate.matchedPrompt] : []))
  return { answered: false, answer: model.fallbackAnswer, confidence: best?.probability ?? 0, suggestedQuestions }
}

const maximumSuggestions = 3
/**
 * A declined candidate is offered as "Did you mean …?" when its probability reaches this share of the answering
 * threshold: close enough to be plausible, while off-topic questions (probabilities near 0) get no suggestions.
 */
const suggestionShareOfThreshold = 0.5

/** The fallback answer followed by the suggested questions, as a Markdown list. */
export function declineWithSuggestions(fallbackAnswer: string, suggestedQuestions: readonly string[]): string {
  if (suggestedQuestions.length === 0) return fallbackAnswer
  return [fallbackAnswer, '', 'Did you mean:', ...suggestedQuestions.map((question) => `- ${question}`)].join('\n')
}

/**
 * Candidate answers with their routing probabilities, best first: what retrieval-augmented chat passes to a
 * generative model as context when one is configured.
 */
export function rankAnswers(model: RetrievalModel, query: Query, limit: number): RankedAnswer[] {
  const candidates = findCandidates(model.index, query)
  const probabilities = routeProbabilities(model.head, candidates)
  return candidates
    .map((candidate: Candidate, position) => ({
      answer: model.index.answers[candidate.answer] as string,
      probability: probabilities[position] as number,
      matchedPrompt: candidate.bestPrompt >= 0 ? model.index.prompts[candidate.bestPrompt] : undefined,
    }))
    .sort((left, right) => right.probability - left.probability)
    .slice(0, limit)
}
