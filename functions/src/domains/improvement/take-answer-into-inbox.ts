import { type ImprovementReason, lowConfidenceShareOfThreshold } from '@platform/shared/contracts/improvement'
import type { VersionKey } from '../../data/version-scope.ts'
import { type AnswerMessage, type EarlierMessage, messagesBeforeAnswer } from '../deployment/index.ts'
import { asksForHuman } from './human-request.ts'
import { modelOrNothing, takeQuestionIntoInbox } from './take-question-into-inbox.ts'

/** An assistant message as the table's stream hands it (inserted, or changed by the end user's feedback). */
export interface StreamedAnswer extends AnswerMessage {
  sender: string
  content?: string
  feedback?: 'up' | 'down'
  modelId?: string
  /** Where it was asked; messages stored before channels were recorded are the embed chat's. */
  channel?: string
  /** The model's confidence as a share of its decline threshold, when the model gives one. */
  confidence?: number
  createdAt: string
  expiresAt: number
}

/** An answer's outcome as the inbox sees it: declined, answered below confidence, or neither. */
export async function answerOutcome(
  key: VersionKey,
  answer: { content?: string; modelId?: string; confidence?: number },
): Promise<'declined' | 'lowConfidence' | undefined> {
  if (answer.modelId && answer.content) {
    const model = await modelOrNothing(key, answer.modelId)
    // A local model declines with its fallback answer (a "Did you mean" list may follow it).
    const fallback = model?.fallbackAnswer?.trim()
    if (fallback && answer.content.trim().startsWith(fallback)) return 'declined'
  }
  return answer.confidence !== undefined && answer.confidence < lowConfidenceShareOfThreshold
    ? 'lowConfidence'
    : undefined
}

/**
 * Takes a stored chat message (embed chat, widget, chat page, site guide) into its version's "Improve" inbox (ADR
 * 0030, 0032): its question when the assistant declined it or answered it below confidence, or the end user thumbed
 * the answer down; and when the question itself asks for a person, the question before it instead (the answer that
 * left the end user wanting a human), never the request itself.
 */
export async function takeAnswerIntoInbox(answer: StreamedAnswer): Promise<void> {
  if (answer.sender !== 'ASSISTANT') return
  if (answer.feedback === 'up') return
  const earlier = await messagesBeforeAnswer(answer)
  const [questionMessage, previousAnswer, previousQuestion] = lastTurns(earlier)
  if (!questionMessage) return
  const asked = {
    organizationId: answer.organizationId,
    projectId: answer.projectId,
    versionId: answer.versionId,
    channel: answer.channel ?? 'embed',
    askerId: answer.sessionId,
    chatId: answer.sessionId,
    expiresAt: answer.expiresAt,
  }
  // The feedback's change: only the thumbs-down is new (the insert already looked at the rest).
  const reason: ImprovementReason | undefined =
    answer.feedback === 'down' ? 'thumbsDown' : await answerOutcome(answer, answer)
  if (
    answer.feedback === undefined &&
    previousAnswer &&
    previousQuestion &&
    (await asksForHuman(questionMessage.content))
  ) {
    await takeQuestionIntoInbox({
      ...asked,
      recordId: previousAnswer.messageId,
      question: previousQuestion.content,
      reason: 'talkToHuman',
      askedAt: answer.createdAt,
      ...(previousAnswer.modelId ? { modelId: previousAnswer.modelId } : {}),
    })
    return
  }
  if (!reason) return
  await takeQuestionIntoInbox({
    ...asked,
    recordId: answer.messageId,
    question: questionMessage.content,
    reason,
    askedAt: answer.createdAt,
    ...(answer.modelId ? { modelId: answer.modelId } : {}),
  })
}

/**
 * The question an answer answered and the answer and question before it, from the session's messages before the
 * answer (newest first): tool calls and their results are skipped; a missing one is undefined.
 */
function lastTurns(earlier: readonly EarlierMessage[]): [EarlierMessage?, EarlierMessage?, EarlierMessage?] {
  const spoken = earlier.filter(
    (message) => (message.sender === 'USER' || message.sender === 'ASSISTANT') && message.content.trim() !== '',
  )
  const [question, previousAnswer, previousQuestion] = spoken
  if (question?.sender !== 'USER') return []
  if (previousAnswer?.sender !== 'ASSISTANT' || previousQuestion?.sender !== 'USER') return [question]
  return [question, previousAnswer, previousQuestion]
}
