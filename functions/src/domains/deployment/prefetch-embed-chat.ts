import type { AnsweringReads } from '../playground/index.ts'
import { startReadsWithKey } from './answer-with-key.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import { type ChatSessionRecord, listSessionsOf } from './chat-records.ts'

/** The keys this warm function has read lately, by embed id: what their next chat is likely to read. */
const knownKeys = new Map<string, ApiKeyRecord>()
const maximumKnownKeys = 500

/**
 * Reads an embed chat starts beside the key's own read, so the chat's first round trip holds them all (issue 40:
 * two round trips before the model). What answering needs is read for the key as this function last read it; the
 * chat uses those reads only if the key, read fresh and consistently in the same round trip, still names the same
 * version, model, system prompt and RAG switch (`prefetchedReadsFor`). The end user's latest session is read by the
 * identifier the body names, used only if the validated body names the same. Only reads: nothing is written, and
 * nothing read is used, before the key and the Origin are checked.
 */
export interface EmbedChatPrefetch {
  basis?: ApiKeyRecord
  reads?: AnsweringReads
  identifier?: string
  latestSessions?: Promise<ChatSessionRecord[]>
}

export function prefetchEmbedChat(embedId: string, identifier: string | undefined): EmbedChatPrefetch {
  const basis = knownKeys.get(embedId)
  const prefetch: EmbedChatPrefetch = {}
  if (basis) {
    prefetch.basis = basis
    // With suggestions: the content they need is a superset of what a chat without them reads.
    prefetch.reads = startReadsWithKey(basis, { suggestActions: true })
  }
  if (identifier) {
    prefetch.identifier = identifier
    prefetch.latestSessions = listSessionsOf({ embedId }, identifier, 1)
    prefetch.latestSessions.catch(() => undefined)
  }
  return prefetch
}

/**
 * The OpenAI-compatible completion's counterpart: its answering reads (no suggestions, no session) for the key as
 * this function last read it, used only through `prefetchedReadsFor`.
 */
export function prefetchCompletion(embedId: string): EmbedChatPrefetch {
  const basis = knownKeys.get(embedId)
  return basis ? { basis, reads: startReadsWithKey(basis, { suggestActions: false }) } : {}
}

/** Remembers the key as read now (consistently), for its next chat's prefetch. */
export function rememberKey(apiKey: ApiKeyRecord): void {
  knownKeys.delete(apiKey.embedId)
  knownKeys.set(apiKey.embedId, apiKey)
  while (knownKeys.size > maximumKnownKeys) knownKeys.delete(knownKeys.keys().next().value as string)
}

/** The prefetched answering reads, when they were read for what the fresh key still says. */
export function prefetchedReadsFor(prefetch: EmbedChatPrefetch | undefined, apiKey: ApiKeyRecord) {
  const basis = prefetch?.basis
  const same =
    basis &&
    basis.organizationId === apiKey.organizationId &&
    basis.projectId === apiKey.projectId &&
    basis.versionId === apiKey.versionId &&
    basis.modelId === apiKey.modelId &&
    (basis.systemPromptId || null) === (apiKey.systemPromptId || null) &&
    basis.ragEnabled === apiKey.ragEnabled
  return same ? prefetch.reads : undefined
}

/** The prefetched latest sessions, when they were read for this end user. */
export function prefetchedSessionsFor(prefetch: EmbedChatPrefetch | undefined, identifier: string) {
  return prefetch?.identifier === identifier ? prefetch.latestSessions : undefined
}
