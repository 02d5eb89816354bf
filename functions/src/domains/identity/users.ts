import type { Profile } from '@platform/shared/contracts/users'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createUserEntity } from '../../data/entities/user-entity.ts'

export type UserRecord = EntityItem<ReturnType<typeof createUserEntity>>

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const { data } = await db().entities.user.query.byEmail({ email: email.trim().toLowerCase() }).go()
  return data[0]
}

export async function findUserById(userId: string): Promise<UserRecord | undefined> {
  const { data } = await db().entities.user.get({ userId }).go()
  return data ?? undefined
}

/** The accounts of several users in one batch get; ids without an account are left out. */
export async function findUsersByIds(userIds: string[]): Promise<UserRecord[]> {
  if (userIds.length === 0) return []
  const { data } = await db()
    .entities.user.get(userIds.map((userId) => ({ userId })))
    .go()
  return data
}

export function toProfile(user: UserRecord): Profile {
  return {
    id: user.userId,
    email: user.email,
    name: user.name,
    passwordSet: user.passwordSet,
    oauthEnabled: user.oauthEnabled,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorMethod: user.twoFactorEnabled ? (user.twoFactorMethod ?? 'email') : null,
    termsAcceptedAt: user.termsAcceptedAt ?? null,
    createdAt: user.createdAt,
  }
}
