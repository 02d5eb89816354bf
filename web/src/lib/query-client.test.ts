import { describe, expect, it, vi } from 'vitest'
import { ApiError, RequestBlockedError } from './api-client.ts'
import { createQueryClient, shouldRetry } from './query-client.ts'

describe('createQueryClient', () => {
  it('does not refetch on window focus and retries once', () => {
    const queries = createQueryClient(vi.fn()).getDefaultOptions().queries
    expect(queries?.refetchOnWindowFocus).toBe(false)
    expect(shouldRetry(0, new TypeError('x'))).toBe(true)
    expect(shouldRetry(1, new TypeError('x'))).toBe(false)
  })

  it('never retries API answers or blocked requests', () => {
    expect(shouldRetry(0, new ApiError(404, {}, 'x'))).toBe(false)
    expect(shouldRetry(0, new RequestBlockedError(10))).toBe(false)
  })

  it('toasts a failed query once, unless handled or silenced', async () => {
    const notifyError = vi.fn()
    const client = createQueryClient(notifyError)
    const failWith = (error: unknown) => () => Promise.reject(error)
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: failWith(new ApiError(404, { NOT_FOUND: 'Gone.' }, 'NOT_FOUND: Gone.')) })
      .catch(() => 0)
    await client.fetchQuery({ queryKey: ['b'], queryFn: failWith(new ApiError(401, {}, 'x', true)) }).catch(() => 0)
    await client
      .fetchQuery({ queryKey: ['c'], queryFn: failWith(new ApiError(400, {}, 'quiet')), meta: { silent: true } })
      .catch(() => 0)
    expect(notifyError.mock.calls).toEqual([['Gone.', 'Error code: NOT_FOUND']])
  })

  it('toasts a failed mutation', async () => {
    const notifyError = vi.fn()
    const client = createQueryClient(notifyError)
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () =>
        Promise.reject(
          new ApiError(
            404,
            { ROUTE_NOT_FOUND: 'There is no such API endpoint.' },
            'ROUTE_NOT_FOUND: There is no such API endpoint.',
          ),
        ),
    })
    await mutation.execute(undefined).catch(() => 0)
    // The toast reads as a sentence; the code goes on the details line.
    expect(notifyError).toHaveBeenCalledWith('There is no such API endpoint.', 'Error code: ROUTE_NOT_FOUND')
  })
})
