import { AppError } from '../../platform/app-error.ts'
import { type ApiKeyRecord, findApiKey } from './api-key-records.ts'
import { embedIdOfSecret, secretMatches } from './api-key-secrets.ts'
import { type EmbedChatPrefetch, prefetchCompletion, rememberKey } from './prefetch-embed-chat.ts'

/** An OpenAI-compatible call that passed the secret check. */
export interface SecretCaller {
  apiKey: ApiKeyRecord
  /** A completion's answering reads, started with the key's (`createOpenAiChatCompletion` uses what still applies). */
  prefetch?: EmbedChatPrefetch
}

/**
 * The OpenAI-compatible endpoint's access check: `Authorization: Bearer <secret>`. The secret names its key's embed
 * id, so the key is one consistent get; its hash is compared in constant time. A revoked key is gone, so its
 * secret fails at once. With `completion`, the completion's answering reads start beside the key's get for the key
 * as this function last read it (issue 40: two round trips before the model); they are only reads, and nothing
 * read is used unless the secret matches and the fresh key still names what they were read for.
 */
export async function authorizeApiKeySecret(
  authorization: string | undefined,
  options: { completion?: boolean } = {},
): Promise<SecretCaller> {
  const secret = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1]
  const embedId = secret ? embedIdOfSecret(secret) : undefined
  const prefetch = embedId && options.completion ? prefetchCompletion(embedId) : undefined
  const apiKey = embedId ? await findApiKey(embedId) : undefined
  if (!secret || !apiKey || !secretMatches(secret, apiKey.secretHash)) throw new AppError('INVALID_API_KEY')
  if (options.completion) rememberKey(apiKey)
  return { apiKey, ...(prefetch ? { prefetch } : {}) }
}
