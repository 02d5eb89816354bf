import { errorCatalogue } from '@platform/shared/errors'
import { db } from '../../data/database.ts'
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
}

/** Writes one entry of the model's log tail. A log that cannot be written never fails the call it describes. */
export async function recordCall(
  apiKey: ApiKeyRecord,
  details: CallDetails & { status: number; durationMilliseconds: number; detail?: string },
): Promise<void> {
  const now = new Date()
  try {
    await db()
      .entities.deploymentLogEntry.create({
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
        at: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + logLifetimeSeconds,
      })
      .go()
  } catch (error) {
    logger.warn('deployment log entry not written', { error, embedId: apiKey.embedId })
  }
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
    await recordCall(apiKey, { ...current, status: 200, durationMilliseconds: performance.now() - started })
    return result
  } catch (error) {
    const status = isAppError(error) ? errorCatalogue[error.code].status : 500
    const detail = isAppError(error) ? error.code : 'UNEXPECTED_ERROR'
    await recordCall(apiKey, { ...current, status, detail, durationMilliseconds: performance.now() - started })
    throw error
  }
}
