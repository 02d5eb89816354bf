import { deleteSession, hashSessionToken } from '../../platform/session.ts'

/** Ends the session on the server; logging out without a session is not an error. */
export async function logOut(sessionToken: string | undefined): Promise<void> {
  if (sessionToken) await deleteSession(hashSessionToken(sessionToken))
}
