import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, detailsForUser, messageForUser, RequestBlockedError } from './api-client.ts'

/** Spec section 9: one retry. */
export const maximumRetries = 1

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

/**
 * API answers (4xx) are final and a retried 401 would only hit the post-timeout block, so the one retry is
 * kept for failures the client could not classify. Server errors and network failures never reach here: the
 * client resolves them to `null`.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError || error instanceof RequestBlockedError) return false
  return failureCount < maximumRetries
}

/**
 * The query client of spec section 9: no refetch on window focus, one retry. Failed calls are toasted once,
 * here, unless the API client already told the user or the caller asked for silence with `meta.silent`.
 */
export function createQueryClient(notifyError: (message: string, details?: string) => void): QueryClient {
  const report = (error: unknown, meta: { silent?: boolean } | undefined) => {
    if (meta?.silent) return
    const message = messageForUser(error)
    if (message) notifyError(message, detailsForUser(error))
  }
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  })
}
