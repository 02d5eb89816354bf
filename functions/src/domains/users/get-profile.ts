import type { Profile } from '@platform/shared/contracts/users'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'

/** The signed-in user's profile; a session whose user is gone is treated as expired. */
export async function getProfile(userId: string): Promise<Profile> {
  const { data: user } = await db().entities.user.get({ userId }).go()
  if (!user) throw new AppError('UNAUTHORIZED')
  return {
    id: user.userId,
    email: user.email,
    name: user.name,
    passwordSet: user.passwordSet,
    oauthEnabled: user.oauthEnabled,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt,
  }
}
