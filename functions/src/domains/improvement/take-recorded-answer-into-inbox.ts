import type { VersionKey } from '../../data/version-scope.ts'
import { asksForHuman } from './human-request.ts'
import { answerOutcome } from './take-answer-into-inbox.ts'
import { takeQuestionIntoInbox } from './take-question-into-inbox.ts'

/**
 * An answer of a channel that keeps no transcript (the OpenAI-compatible endpoint's log entry, the playground's
 * answer record), as the table's stream hands it: the request carried the conversation, so the record carries the
 * question and the one before it.
 */
export interface RecordedAnswer extends VersionKey {
  /** The record's id: one inbox item per record. */
  recordId: string
  channel: string
  /** Who asked (the API caller's end user, the console user), or the record itself when nobody is named. */
  askerId: string
  modelId: string
  question: string
  previousQuestion?: string
  /** The answer as given (compared with the model's fallback answer); absent when the record says `declined`. */
  content?: string
  declined?: boolean
  confidence?: number
  at: string
  expiresAt: number
}

/**
 * Takes a recorded answer's question into the version's "Improve" inbox when the model declined it or answered it
 * below confidence; a question that asks for a person puts the question before it in instead (ADR 0032). The
 * "before" question's inbox item is keyed by this record too (`…#previous`): a conversation the API caller sends
 * again is a new record, so it may count again, as a second asking.
 */
export async function takeRecordedAnswerIntoInbox(recorded: RecordedAnswer): Promise<void> {
  const asked = {
    organizationId: recorded.organizationId,
    projectId: recorded.projectId,
    versionId: recorded.versionId,
    channel: recorded.channel,
    askerId: recorded.askerId,
    askedAt: recorded.at,
    expiresAt: recorded.expiresAt,
    modelId: recorded.modelId,
  }
  if (recorded.previousQuestion && (await asksForHuman(recorded.question))) {
    await takeQuestionIntoInbox({
      ...asked,
      recordId: `${recorded.recordId}#previous`,
      question: recorded.previousQuestion,
      reason: 'talkToHuman',
    })
    return
  }
  const reason = recorded.declined ? 'declined' : await answerOutcome(recorded, recorded)
  if (!reason) return
  await takeQuestionIntoInbox({ ...asked, recordId: recorded.recordId, question: recorded.question, reason })
}

/** An OpenAI-compatible call's log entry as the stream hands it (only entries carrying a question reach the inbox). */
export interface LoggedCall extends VersionKey {
  entryId: string
  modelId: string
  identifier?: string
  question?: string
  previousQuestion?: string
  declined?: boolean
  confidence?: number
  at: string
  expiresAt: number
}

/** The log entry of an OpenAI-compatible call into the inbox; the caller's `user` is the end user when it names one. */
export async function takeLoggedCallIntoInbox(entry: LoggedCall): Promise<void> {
  if (!entry.question) return
  await takeRecordedAnswerIntoInbox({
    ...entry,
    recordId: entry.entryId,
    channel: 'openai',
    askerId: entry.identifier ?? entry.entryId,
    question: entry.question,
    declined: entry.declined === true,
  })
}

/** A playground answer's record as the stream hands it. */
export interface PlaygroundAnswerItem extends VersionKey {
  answerId: string
  modelId: string
  askedBy: string
  question: string
  previousQuestion?: string
  declined: boolean
  confidence?: number
  at: string
  expiresAt: number
}

export async function takePlaygroundAnswerIntoInbox(answer: PlaygroundAnswerItem): Promise<void> {
  await takeRecordedAnswerIntoInbox({
    ...answer,
    recordId: answer.answerId,
    channel: 'playground',
    askerId: answer.askedBy,
  })
}
