/**
 * Identity: accounts, sign-up and sign-in, sessions, one-time codes, two-factor, profile.
 * The public surface: code outside this folder imports only this file (scripts/import-rules).
 */
export { createCredentials } from './credentials.ts'
export { receivesEmails, unsubscribeCodeFor } from './email-subscriptions.ts'
export { sendInvitation } from './emails.ts'
export { findUserByEmail, findUserById, findUsersByIds } from './users.ts'
