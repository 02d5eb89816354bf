import { AppError } from '../../platform/app-error.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import { deriveSecret, userHashMatches } from './api-key-secrets.ts'

/**
 * Identity verification (ADR 0011): when the key asks for it, the host page's server signs the end user's
 * identifier, `userHash` = hex HMAC-SHA256(identifier) under the key's secret, so one person cannot read another's
 * chats by guessing an identifier. Checked in constant time; keys without it accept any identifier.
 */
export function verifyEndUser(apiKey: ApiKeyRecord, identifier: string, userHash: string | undefined): void {
  if (!apiKey.identityVerification) return
  const secret = deriveSecret(apiKey.embedId, apiKey.secretSalt)
  if (!userHashMatches(secret, identifier, userHash)) throw new AppError('IDENTITY_VERIFICATION_FAILED')
}
