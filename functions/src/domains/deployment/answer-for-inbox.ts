import type { PlaygroundMessage } from '@platform/shared/contracts/models'
import { type AnsweredReply, previousUserQuestion } from '../playground/index.ts'
import type { AnswerForInbox } from './deployment-log.ts'

/**
 * What an OpenAI-compatible call's log entry carries for the "Improve" inbox (ADR 0032): the call keeps no
 * transcript, so its one write after the model (ledger and log entry) holds the question, the one before it, whether
 * the model declined and its confidence. No write is added; the table's stream derives the inbox item.
 */
export function answerForInbox(
  messages: readonly PlaygroundMessage[],
  reply: AnsweredReply,
): AnswerForInbox | undefined {
  const last = messages.findLast((message) => message.role === 'user')
  if (!last || reply.toolCalls.length > 0) return undefined
  const previousQuestion = previousUserQuestion(messages)
  return {
    question: last.content.slice(0, 8000),
    ...(previousQuestion ? { previousQuestion: previousQuestion.slice(0, 8000) } : {}),
    declined: !reply.answered,
    ...(reply.confidence !== undefined ? { confidence: reply.confidence } : {}),
  }
}
