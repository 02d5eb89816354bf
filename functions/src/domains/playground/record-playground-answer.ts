import { randomUUID } from 'node:crypto'
import { lowConfidenceShareOfThreshold } from '@platform/shared/contracts/improvement'
import type { PlaygroundMessage } from '@platform/shared/contracts/models'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'

/** A playground answer's record is kept a week, as the deployment log's entries. */
const recordLifetimeSeconds = 7 * 24 * 3600

export interface PlaygroundAnswer {
  modelId: string
  askedBy: string
  question: string
  previousQuestion: string | undefined
  declined: boolean
  confidence: number | undefined
}

/**
 * Records a playground answer the "Improve" inbox may want (ADR 0032): declined, answered below confidence, or a
 * question that follows an earlier one (it may ask for a person about the answer before). The playground keeps no
 * transcript, so this record carries the question; the table's stream takes it into the inbox, never this request.
 * Other answers write nothing.
 */
export async function recordPlaygroundAnswer(key: VersionKey, answer: PlaygroundAnswer): Promise<void> {
  const belowConfidence = answer.confidence !== undefined && answer.confidence < lowConfidenceShareOfThreshold
  if (!answer.declined && !belowConfidence && !answer.previousQuestion) return
  const now = new Date()
  await db()
    .entities.playgroundAnswer.create({
      ...key,
      answerId: `${now.toISOString()}-${randomUUID()}`,
      modelId: answer.modelId,
      askedBy: answer.askedBy,
      question: answer.question.slice(0, 8000),
      ...(answer.previousQuestion ? { previousQuestion: answer.previousQuestion.slice(0, 8000) } : {}),
      declined: answer.declined,
      ...(answer.confidence !== undefined ? { confidence: answer.confidence } : {}),
      at: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + recordLifetimeSeconds,
    })
    .go()
}

/** The person's question before the last one, when an assistant answer lies between them. */
export function previousUserQuestion(messages: readonly PlaygroundMessage[]): string | undefined {
  const last = messages.findLastIndex((message) => message.role === 'user')
  if (last <= 0) return undefined
  const before = messages.slice(0, last)
  const answer = before.findLastIndex((message) => message.role === 'assistant')
  const question = before.findLastIndex((message) => message.role === 'user')
  const asked = before[question]
  return answer !== -1 && question !== -1 && question < answer && asked?.role === 'user' ? asked.content : undefined
}
