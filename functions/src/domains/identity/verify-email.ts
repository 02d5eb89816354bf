import type { Profile } from '@platform/shared/contracts/users'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { createSession } from '../../platform/session.ts'
import { verifyCode } from './one-time-codes.ts'
import { findUserByEmail, toProfile } from './users.ts'

/** Activates the account with its emailed code and signs the person in. */
export async function verifyEmail(input: {
  email: string
  code: string
}): Promise<{ token: string; profile: Profile }> {
  const user = await findUserByEmail(input.email)
  if (!user) throw new AppError('LINK_EXPIRED')
  await verifyCode('verifyEmail', input.email, input.code, { consume: true })
  const { data } = await db()
    .entities.user.patch({ userId: user.userId })
    .set({ emailVerified: true })
    .go({ response: 'all_new' })
  const { token } = await createSession(user.userId, 'active')
  return { token, profile: toProfile({ ...user, ...data }) }
}
