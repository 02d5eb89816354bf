/**
 * System: the health check.
 * Nothing of it is used outside the domain yet: only its own handlers call its operations.
 * The public surface: code outside this folder imports only this file (scripts/import-rules).
 */
export {}
