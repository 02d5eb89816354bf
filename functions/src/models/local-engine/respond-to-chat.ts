import { answerFromContext } from './answer-from-context.ts'
import { answerEmbeddedQuestion, declineWithSuggestions, paraphraseEmbeddingFor } from './answer-question.ts'
import { queryOf } from './candidate-features.ts'
import { bestToolMatch, type FunctionTool, forcedToolMatch, toolMatchThreshold } from './match-tools.ts'
import { embedQuestionInKnowledgeWords } from './question-embedding.ts'
import type { RetrievalModel } from './retrieval-model.ts'
import type { EmbeddingCache } from './sentence-encoder.ts'

export type ToolChoice = 'auto' | 'none' | 'required' | { name: string }

export interface ChatTurn {
  /** The last user message. */
  question: string | undefined
  /** All system (and developer) messages, joined: instructions and any retrieved passages. */
  systemText: string
  /** Set when the conversation ends with a tool result: the engine relays it instead of answering anew. */
  toolResult?: string
  tools: readonly FunctionTool[]
  toolChoice: ToolChoice
  /** The fine-tuned model, or undefined for the base model. */
  model?: RetrievalModel
  fallbackAnswer: string
  cache: EmbeddingCache
}

export type ChatReply =
  | {
      kind: 'message'
      content: string
      source: 'knowledge' | 'context' | 'tool result' | 'fallback'
      confidence: number
      /** A learned answer's routing probability as a share of the decline threshold (`KnowledgeAnswer`). */
      shareOfThreshold?: number
    }
  | { kind: 'tool_call'; name: string; arguments: Record<string, unknown>; confidence: number }

/**
 * What the local engine says to a chat turn, in this order:
 * 1. after a tool result, relay the tool's answer (a retrieval model cannot compose a new one);
 * 2. a function call, when a function matches the message (or `tool_choice` demands one);
 * 3. the fine-tuned model's learned completion, when it is confident enough;
 * 4. the best sentence of passages given in the system message;
 * 5. the fallback answer.
 * Sampling options such as temperature do not apply: the same turn always gets the same reply.
 */
export async function respondToChat(turn: ChatTurn): Promise<ChatReply> {
  if (turn.toolResult !== undefined) {
    return { kind: 'message', content: readableToolResult(turn.toolResult), source: 'tool result', confidence: 1 }
  }
  const question = turn.question?.trim() ?? ''
  const forcedTool =
    typeof turn.toolChoice === 'object'
      ? turn.tools.find((tool) => tool.name === (turn.toolChoice as { name: string }).name)
      : undefined
  if (forcedTool) {
    const match = forcedToolMatch(question, forcedTool)
    return { kind: 'tool_call', name: match.name, arguments: match.arguments, confidence: 1 }
  }
  if (question === '') return fallback(turn)

  // From the cache: the platform embedded the same question a moment ago to search its passages (`POST /embeddings`),
  // and a second encoder pass was half of a chat answer's time at 1,000 pairs (21 of 50 ms).
  const [embedding] = (await turn.cache.embed([question])) as [Float32Array]
  if (turn.tools.length > 0 && turn.toolChoice !== 'none') {
    const match = await bestToolMatch(question, embedding, turn.tools, turn.cache)
    if (match && (match.score >= toolMatchThreshold || turn.toolChoice === 'required')) {
      return { kind: 'tool_call', name: match.name, arguments: match.arguments, confidence: match.score }
    }
  }
  let suggestedQuestions: string[] = []
  if (turn.model) {
    const [knowledgeEmbedding, paraphraseEmbedding] = await Promise.all([
      embedQuestionInKnowledgeWords(turn.model.index, question, embedding, (texts) => turn.cache.embed(texts)),
      paraphraseEmbeddingFor(turn.model, question),
    ])
    const knowledge = answerEmbeddedQuestion(turn.model, queryOf(question, knowledgeEmbedding, paraphraseEmbedding))
    if (knowledge.answered) {
      return {
        kind: 'message',
        content: knowledge.answer,
        source: 'knowledge',
        confidence: knowledge.confidence,
        ...(knowledge.shareOfThreshold !== undefined ? { shareOfThreshold: knowledge.shareOfThreshold } : {}),
      }
    }
    suggestedQuestions = knowledge.suggestedQuestions
  }
  if (turn.systemText.trim() !== '') {
    // A trained model has already weighed its own answers and declined them; the passages that repeat them must
    // not bring them back through the side door (measured: half the out-of-scope questions were answered so).
    const learned = turn.model ? learnedAnswers(turn.model) : undefined
    const passage = await answerFromContext(question, embedding, turn.systemText, turn.cache, (text) =>
      learned ? !learned.has(comparable(text)) : true,
    )
    if (passage) return { kind: 'message', content: passage.answer, source: 'context', confidence: passage.score }
  }
  return fallback(turn, suggestedQuestions)
}

const learnedAnswersOfModel = new WeakMap<RetrievalModel, Set<string>>()

function learnedAnswers(model: RetrievalModel): Set<string> {
  let answers = learnedAnswersOfModel.get(model)
  if (!answers) {
    answers = new Set(model.index.answers.map(comparable))
    learnedAnswersOfModel.set(model, answers)
  }
  return answers
}

function comparable(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase()
}

function fallback(turn: ChatTurn, suggestedQuestions: readonly string[] = []): ChatReply {
  return {
    kind: 'message',
    content: declineWithSuggestions(turn.model?.fallbackAnswer ?? turn.fallbackAnswer, suggestedQuestions),
    source: 'fallback',
    confidence: 0,
  }
}

/** Tool results are often JSON; a `message`-like field reads better than the raw object. */
function readableToolResult(result: string): string {
  try {
    const parsed: unknown = JSON.parse(result)
    if (typeof parsed === 'object' && parsed !== null) {
      for (const key of ['message', 'answer', 'result', 'text', 'status']) {
        const value = (parsed as Record<string, unknown>)[key]
        if (typeof value === 'string' && value.trim() !== '') return value
      }
    }
  } catch {
    // Not JSON: relay as it is.
  }
  return result
}
