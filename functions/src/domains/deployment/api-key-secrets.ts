import { createHash, createHmac, randomBytes } from 'node:crypto'
import { environment } from '../../platform/environment.ts'
import { constantTimeEqual } from '../../platform/secure-compare.ts'

/*
 * An API key has two credentials (ADR 0011):
 * - the embed id, public, in the widget's page: `emb_` + 20 random base-36 characters;
 * - the secret, for servers: `<embedId>.<43 base64url characters>`, shown once. The table keeps its SHA-256 (to
 *   check a bearer token) and a random salt; the secret is HMAC-SHA256(CODE_SIGNING_SECRET, embedId + salt), so
 *   the server can derive it again to check identity-verification hashes, while a copy of the table alone reveals
 *   nothing. Deleting the key's item removes hash and salt together: both credentials stop at once.
 */

const embedIdPrefix = 'emb_'

export function newEmbedId(): string {
  const digits = [...randomBytes(20)].map((byte) => (byte % 36).toString(36)).join('')
  return `${embedIdPrefix}${digits}`
}

export function newSecretSalt(): string {
  return randomBytes(16).toString('base64url')
}

/** The key's secret, derived from its embed id and salt under the server's signing secret. */
export function deriveSecret(
  embedId: string,
  salt: string,
  signingSecret: string = environment().CODE_SIGNING_SECRET,
): string {
  const derived = createHmac('sha256', signingSecret).update(`api-key-secret:${embedId}:${salt}`).digest('base64url')
  return `${embedId}.${derived}`
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** The last four characters, shown in the console so a person can tell secrets apart. */
export function secretHintOf(secret: string): string {
  return `…${secret.slice(-4)}`
}

/** The embed id a bearer secret names, or undefined when the token does not look like one of ours. */
export function embedIdOfSecret(secret: string): string | undefined {
  const match = /^(emb_[0-9a-z]{20})\.[A-Za-z0-9_-]{43}$/.exec(secret)
  return match?.[1]
}

export function secretMatches(secret: string, storedHash: string): boolean {
  return constantTimeEqual(hashSecret(secret), storedHash)
}

/**
 * Identity verification: the host page's server computes `userHash` = hex HMAC-SHA256 of the identifier under the
 * key's secret. Compared in constant time.
 *
 * @example
 * // Node: createHmac('sha256', secret).update(identifier).digest('hex')
 * userHashMatches(deriveSecret(embedId, salt), 'user-42', request.userHash)
 */
export function userHashOf(secret: string, identifier: string): string {
  return createHmac('sha256', secret).update(identifier).digest('hex')
}

export function userHashMatches(secret: string, identifier: string, userHash: string | undefined): boolean {
  if (!userHash) return false
  return constantTimeEqual(userHashOf(secret, identifier), userHash.toLowerCase())
}
