import { AppError } from '../../platform/app-error.ts'
import { type ApiKeyRecord, findApiKey } from './api-key-records.ts'
import { embedIdOfSecret, secretMatches } from './api-key-secrets.ts'

/**
 * The OpenAI-compatible endpoint's access check: `Authorization: Bearer <secret>`. The secret names its key's embed
 * id, so the key is one consistent get; its hash is compared in constant time. A revoked key is gone, so its
 * secret fails at once.
 */
export async function authorizeApiKeySecret(authorization: string | undefined): Promise<ApiKeyRecord> {
  const secret = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1]
  const embedId = secret ? embedIdOfSecret(secret) : undefined
  const apiKey = embedId ? await findApiKey(embedId) : undefined
  if (!secret || !apiKey || !secretMatches(secret, apiKey.secretHash)) throw new AppError('INVALID_API_KEY')
  return apiKey
}
