import { errorCatalogue } from '@platform/shared/errors'
import { db } from '../../data/database.ts'
import { asPut, type TogetherWrite } from '../../data/write-together.ts'
import { isAppError } from '../../platform/app-error.ts'
import { logger } from '../../platform/logger.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import type { ChatCharge } from './charge-chat.ts'
import { newSortableId } from './sortable-ids.ts'

const logLifetimeSeconds = 7 * 24 * 3600

export interface CallDetails {
  call: 'chat' | 'sessions' | 'messages' | 'feedback' | 'openai' | 'models' | 'origin'
  identifier?: string
  sessionId?: string
  /** An answered chat's metered tokens and debit. */
  charge?: ChatCharge
  /** The call wrote its own entry with its records (`callLogWrite`): `withCallLog` writes none. */
  logWritten?: boolean
  /** What the "Improve" inbox reads of a call that keeps no transcript (`answerForInbox`). */
  answer?: AnswerForInbox
}

/** The question a call answered, the one before it, and how it was answered (ADR 0032). */
export interface AnswerForInbox {
  question: string
  previousQuestion?: string
  declined: boolean
  confidence?: number
}

type EntryDetails = CallDetails & { status: number; durationMilliseconds: number; detail?: string }

function logEntry(apiKey: ApiKeyRecord, details: EntryDetails, options: { uncounted?: boolean } = {}) {
  const now = new Date()
  return db().entities.deploymentLogEntry.create({
    organizationId: apiKey.organizationId,
    projectId: apiKey.projectId,
    versionId: apiKey.versionId,
    modelId: apiKey.modelId,
    entryId: newSortableId('log'),
    embedId: apiKey.embedId,
    call: details.call,
    status: details.status,
    durationMilliseconds: Math.round(details.durationMilliseconds),
    ...(details.identifier ? { identifier: details.identifier } : {}),
    ...(details.sessionId ? { sessionId: details.sessionId } : {}),
    ...(details.detail ? { detail: details.detail.slice(0, 300) } : {}),
    ...(details.charge ?? {}),
    ...(details.answer ?? {}),
    ...(options.uncounted ? { uncounted: true } : {}),
    at: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + logLifetimeSeconds,
  })
}

/** Writes one entry of the model's log tail. A log that cannot be written never fails the call it describes. */
export async function recordCall(apiKey: ApiKeyRecord, details: EntryDetails): Promise<void> {
  try {
    await logEntry(apiKey, details).go()
  } catch (error) {
    logger.warn('deployment log entry not written', { error, embedId: apiKey.embedId })
  }
}

/**
 * A successful call's entry (status 200), as one write of the call's own records (note `logWritten` once it is
 * written). An `answered` one (the model answered) is written uncounted: the table's stream consumer adds it to its
 * model's hourly count (`countAnsweredCallOf`, ADR 0028).
 */
export function callLogWrite(
  apiKey: ApiKeyRecord,
  details: CallDetails & { durationMilliseconds: number },
  options: { answered: boolean },
): TogetherWrite {
  return asPut(logEntry(apiKey, { ...details, status: 200 }, { uncounted: options.answered }).params())
}

/**
 * Runs one call of a deployed key and records it in the model's log tail, with its status, duration and, for
 * a failure, its error code.
 *
 * @example
 * return withCallLog(apiKey, { call: 'sessions', identifier }, () => listSessions(...))
 */
export async function withCallLog<T>(
  apiKey: ApiKeyRecord,
  details: CallDetails,
  work: (note: (update: Partial<CallDetails>) => void) => Promise<T>,
): Promise<T> {
  const started = performance.now()
  const current: CallDetails = { ...details }
  try {
    const result = await work((update) => Object.assign(current, update))
    if (!current.logWritten) {
      await recordCall(apiKey, { ...current, status: 200, durationMilliseconds: performance.now() - started })
    }
    return result
  } catch (error) {
    const status = isAppError(error) ? errorCatalogue[error.code].status : 500
    const detail = isAppError(error) ? error.code : 'UNEXPECTED_ERROR'
    const { logWritten: _written, ...failed } = current
    await recordCall(apiKey, { ...failed, status, detail, durationMilliseconds: performance.now() - started })
    throw error
  }
}
