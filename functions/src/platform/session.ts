import { createHash, randomBytes } from 'node:crypto'
import type { AuthMode } from '@platform/shared/routes'
import { db } from '../data/database.ts'
import { AppError } from './app-error.ts'
import { environment } from './environment.ts'

export interface SessionContext {
  tokenHash: string
  userId: string
  state: 'active' | 'twoFactorPending'
  expiresAt: number
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Creates a session and returns the token for the cookie; only the token's hash is stored. */
export async function createSession(userId: string, state: SessionContext['state']): Promise<{ token: string }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = Math.floor(Date.now() / 1000) + environment().SESSION_TTL_HOURS * 3600
  await db()
    .entities.session.create({ tokenHash: hashSessionToken(token), userId, state, expiresAt })
    .go()
  return { token }
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await db().entities.session.delete({ tokenHash }).go()
}

/**
 * Finds the caller's session and checks it fits the route's auth mode.
 * No token, an unknown token or an expired one all answer the session-expired 401 (spec section 4),
 * which makes the console log out and return to login with a redirect.
 */
export async function authorizeSession(token: string | undefined, mode: AuthMode): Promise<SessionContext> {
  if (!token) throw new AppError('UNAUTHORIZED')
  const tokenHash = hashSessionToken(token)
  const { data } = await db().entities.session.get({ tokenHash }).go()
  if (!data || data.expiresAt <= Math.floor(Date.now() / 1000)) throw new AppError('UNAUTHORIZED')
  if (mode === 'session' && data.state === 'twoFactorPending') throw new AppError('TWO_FA')
  if (mode === 'twoFactorPending' && data.state !== 'twoFactorPending') throw new AppError('UNAUTHORIZED')
  return { tokenHash, userId: data.userId, state: data.state, expiresAt: data.expiresAt }
}

/** The user of a live, complete session, or undefined: for public routes that behave better when signed in. */
export async function findSessionUser(token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined
  try {
    return (await authorizeSession(token, 'session')).userId
  } catch {
    return undefined
  }
}
