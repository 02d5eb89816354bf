import { AppError } from '../../platform/app-error.ts'
import { isOriginAllowed } from './allowed-origins.ts'
import { type ApiKeyRecord, findApiKey } from './api-key-records.ts'
import { recordCall } from './deployment-log.ts'
import { type EmbedChatPrefetch, prefetchEmbedChat, rememberKey } from './prefetch-embed-chat.ts'

/** A widget's call that passed the key and Origin checks. */
export interface EmbedCaller {
  apiKey: ApiKeyRecord
  origin: string
  /** A chat's reads, started with the key's (`sendEmbedChat` uses what still applies). */
  prefetch?: EmbedChatPrefetch
}

/**
 * The embed service's access check, on every call (spec section 7 "Chat embed service", ADR 0011): the `x-embed-id`
 * must name a live key (INVALID_API_KEY, 401) and the page's Origin must match one of its allowed domains
 * (ORIGIN_NOT_ALLOWED, 403; the refusal is written to the model's log tail so the owner sees which site tried).
 *
 * @example
 * const caller = await authorizeEmbedCaller({ embedId: headers['x-embed-id'], origin: headers.origin })
 */
export async function authorizeEmbedCaller(input: {
  embedId: string | undefined
  origin: string | undefined
  /** A chat's call: its reads start with the key's, for the end user the body names (unchecked yet). */
  chat?: { identifier: string | undefined }
}): Promise<EmbedCaller> {
  const embedId = input.embedId?.trim()
  const valid = embedId && embedId.length <= 100 ? embedId : undefined
  const prefetch = valid && input.chat ? prefetchEmbedChat(valid, input.chat.identifier) : undefined
  const apiKey = valid ? await findApiKey(valid) : undefined
  if (!apiKey) throw new AppError('INVALID_API_KEY')
  if (input.chat) rememberKey(apiKey)
  if (!input.origin || !isOriginAllowed(input.origin, apiKey.allowedDomains ?? [])) {
    await recordCall(apiKey, {
      call: 'origin',
      status: 403,
      durationMilliseconds: 0,
      detail: `ORIGIN_NOT_ALLOWED: ${input.origin ?? 'no Origin header'}`,
    })
    throw new AppError('ORIGIN_NOT_ALLOWED')
  }
  return { apiKey, origin: input.origin, ...(prefetch ? { prefetch } : {}) }
}
