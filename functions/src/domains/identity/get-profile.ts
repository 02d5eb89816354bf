import type { Profile } from '@platform/shared/contracts/users'
import { AppError } from '../../platform/app-error.ts'
import { findUserById, toProfile } from './users.ts'

/** The signed-in user's profile; a session whose user is gone is treated as expired. */
export async function getProfile(userId: string): Promise<Profile> {
  const user = await findUserById(userId)
  if (!user) throw new AppError('UNAUTHORIZED')
  return toProfile(user)
}
