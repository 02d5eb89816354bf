/** The session feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */
export { currentUserQueryKey, useCurrentUser } from './api/get-current-user.ts'
export { destinationAfterLogin, loginPathFor, normalizePathname, paths, safeRedirect } from './navigation-rules.ts'
