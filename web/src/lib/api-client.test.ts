import { failure, success } from '@platform/shared/envelope'
import { errorCatalogue } from '@platform/shared/errors'
import { routes } from '@platform/shared/routes'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { profileFixture } from '../testing/profile-fixture.ts'
import {
  type ApiClientOptions,
  ApiError,
  createApiClient,
  messageForUser,
  passwordNotSetEvent,
  RequestBlockedError,
  sessionTimedOutEvent,
} from './api-client.ts'

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

const sessionExpired = () => jsonResponse(401, failure('UNAUTHORIZED'))
const profile = profileFixture

// A route shaped like the table's entries, with every request part, to exercise path and body handling.
const renameOrganization = {
  method: 'PUT',
  path: '/organizations/{orgId}/name',
  request: {
    params: z.object({ orgId: z.string() }),
    query: z.object({ notify: z.boolean().optional() }),
    body: z.object({ name: z.string() }),
  },
  response: z.object({ id: z.string(), name: z.string() }),
} as const

describe('createApiClient', () => {
  let clock: number
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
  let events: EventTarget
  let notifyError: ReturnType<typeof vi.fn<(message: string) => void>>
  let logFailure: ReturnType<typeof vi.fn<(message: string, detail: unknown) => void>>

  function client(overrides: ApiClientOptions = {}) {
    return createApiClient({ fetch: fetchMock, events, notifyError, logFailure, now: () => clock, ...overrides })
  }

  function requestedUrls(): string[] {
    return fetchMock.mock.calls.map(([url]) => String(url))
  }

  beforeEach(() => {
    clock = 1_000_000
    fetchMock = vi.fn<typeof fetch>()
    events = new EventTarget()
    notifyError = vi.fn()
    logFailure = vi.fn()
  })

  describe('successful answers', () => {
    it('unwraps the envelope and sends cookies to the same-origin API prefix', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(200, success(profile)))
      const result = await client().callRoute(routes.getCurrentUser)
      expect(result).toEqual(profile)
      const [url, init] = fetchMock.mock.calls[0]!
      expect(url).toBe('/api/users/me')
      expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined })
      expect(init?.headers).toEqual({ Accept: 'application/json' })
    })

    it('fills path parameters, drops empty query values and sends the body as JSON', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(200, success({ id: 'org 1', name: 'Acme' })))
      const result = await client().callRoute(renameOrganization, {
        params: { orgId: 'org 1' },
        query: { notify: true },
        body: { name: 'Acme' },
      })
      expect(result).toEqual({ id: 'org 1', name: 'Acme' })
      const [url, init] = fetchMock.mock.calls[0]!
      expect(url).toBe('/api/organizations/org%201/name?notify=true')
      expect(init).toMatchObject({ method: 'PUT', body: '{"name":"Acme"}' })
      expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
    })

    it('skips undefined and null query values', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(200, success([])))
      await client().request({ method: 'GET', path: '/knowledge', query: { page: 1, search: undefined, source: null } })
      expect(requestedUrls()).toEqual(['/api/knowledge?page=1'])
    })

    it('answers null for 204 No Content', async () => {
      fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }))
      await expect(client().request({ method: 'DELETE', path: '/things/1' })).resolves.toBeNull()
    })

    it('uses a custom base URL', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(200, success(profile)))
      await client({ baseUrl: 'https://api.example.com/api' }).callRoute(routes.getCurrentUser)
      expect(requestedUrls()).toEqual(['https://api.example.com/api/users/me'])
    })

    it('rejects a call that lacks a path parameter before sending it', async () => {
      // @ts-expect-error params are required by the route
      await expect(client().callRoute(renameOrganization, { body: { name: 'x' } })).rejects.toThrow(
        'Missing path parameter orgId',
      )
      expect(fetchMock).not.toHaveBeenCalled()
    })
  })

  describe('failed answers below 500', () => {
    it('throws an ApiError whose message lists the errors map', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(404, failure('ROUTE_NOT_FOUND')))
      const error = await client()
        .request({ method: 'POST', path: '/auth/login', body: {} })
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({
        status: 404,
        message: 'ROUTE_NOT_FOUND: There is no such API endpoint.',
        handled: false,
        errors: { ROUTE_NOT_FOUND: 'There is no such API endpoint.' },
      })
      expect((error as ApiError).codes).toEqual(['ROUTE_NOT_FOUND'])
      expect((error as ApiError).hasCode('ROUTE_NOT_FOUND')).toBe(true)
    })

    it('joins several errors as KEY: message pairs', async () => {
      fetchMock.mockResolvedValueOnce(
        jsonResponse(400, { success: false, errors: { NAME: 'Too long.', EMAIL: 'Bad.' } }),
      )
      await expect(client().request({ method: 'POST', path: '/organizations' })).rejects.toThrow(
        'NAME: Too long., EMAIL: Bad.',
      )
    })

    it('falls back to the generic message when the body is not an error envelope', async () => {
      fetchMock.mockResolvedValueOnce(new Response('<html>nope</html>', { status: 400 }))
      await expect(client().request({ method: 'GET', path: '/organizations' })).rejects.toMatchObject({
        status: 400,
        message: 'An unexpected error occurred',
        errors: {},
      })
    })

    it('treats a 200 without success:true as a failure', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: 1 }))
      await expect(client().request({ method: 'GET', path: '/organizations' })).rejects.toBeInstanceOf(ApiError)
    })
  })

  describe('server errors and network failures', () => {
    it.each([500, 502, 503])('logs a %i and answers null', async (status) => {
      fetchMock.mockResolvedValueOnce(jsonResponse(status, failure('UNEXPECTED_ERROR')))
      await expect(client().callRoute(routes.getCurrentUser)).resolves.toBeNull()
      expect(logFailure).toHaveBeenCalledWith(`Server error ${status} on GET /users/me`, expect.anything())
      expect(notifyError).not.toHaveBeenCalled()
    })

    it('logs a network failure and answers null', async () => {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
      await expect(client().callRoute(routes.getCurrentUser)).resolves.toBeNull()
      expect(logFailure).toHaveBeenCalledWith('Network failure on GET /users/me', expect.any(TypeError))
    })

    it('rethrows a cancellation instead of treating it as a failure', async () => {
      const controller = new AbortController()
      controller.abort()
      fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'))
      await expect(client().callRoute(routes.getCurrentUser, { signal: controller.signal })).rejects.toMatchObject({
        name: 'AbortError',
      })
      expect(logFailure).not.toHaveBeenCalled()
    })
  })

  describe('401 answers (spec section 4)', () => {
    it('raises session-timed-out with the time for the session-expired message', async () => {
      const seen: unknown[] = []
      events.addEventListener(sessionTimedOutEvent, (event) => seen.push((event as CustomEvent).detail))
      fetchMock.mockResolvedValueOnce(sessionExpired())
      const api = client()
      await expect(api.callRoute(routes.getCurrentUser)).rejects.toMatchObject({ status: 401, handled: true })
      expect(seen).toEqual([{ at: clock }])
      expect(api.lastSessionTimeoutAt()).toBe(clock)
      expect(notifyError).not.toHaveBeenCalled()
    })

    it('raises password-not-set for the password-not-set message, without blocking', async () => {
      const listener = vi.fn()
      events.addEventListener(passwordNotSetEvent, listener)
      fetchMock.mockResolvedValueOnce(jsonResponse(401, failure('PASSWORD_NOT_SET')))
      fetchMock.mockResolvedValueOnce(jsonResponse(200, success(profile)))
      const api = client()
      await expect(api.callRoute(routes.getCurrentUser)).rejects.toMatchObject({ handled: true })
      expect(listener).toHaveBeenCalledTimes(1)
      expect(api.secondsBlocked()).toBe(0)
      await expect(api.callRoute(routes.getCurrentUser)).resolves.toEqual(profile)
    })

    it('shows any other 401 as an error toast', async () => {
      const listener = vi.fn()
      events.addEventListener(sessionTimedOutEvent, listener)
      fetchMock.mockResolvedValueOnce(jsonResponse(401, failure('INVALID_CREDENTIALS')))
      await expect(client().request({ method: 'POST', path: '/auth/login' })).rejects.toMatchObject({ handled: true })
      expect(notifyError).toHaveBeenCalledWith(
        errorCatalogue.INVALID_CREDENTIALS.message,
        'Error code: INVALID_CREDENTIALS',
      )
      expect(listener).not.toHaveBeenCalled()
    })

    it('treats a session waiting for its second factor as a step of signing in, not an error', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(401, failure('TWO_FA')))
      await expect(client().callRoute(routes.getCurrentUser)).rejects.toMatchObject({ handled: true })
      expect(notifyError).not.toHaveBeenCalled()
    })

    it('leaves another 401 to the caller when nobody shows toasts', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(401, failure('INVALID_CREDENTIALS')))
      await expect(
        client({ notifyError: undefined }).request({ method: 'POST', path: '/auth/login' }),
      ).rejects.toMatchObject({
        handled: false,
        message: `INVALID_CREDENTIALS: ${errorCatalogue.INVALID_CREDENTIALS.message}`,
      })
    })
  })

  describe('the 30-second block after a session timeout', () => {
    async function timedOutClient() {
      fetchMock.mockResolvedValueOnce(sessionExpired())
      const api = client()
      await api.callRoute(routes.getCurrentUser).catch(() => undefined)
      fetchMock.mockClear()
      return api
    }

    it('cancels requests without "auth" in their path and counts the seconds down', async () => {
      const api = await timedOutClient()
      await expect(api.callRoute(routes.getCurrentUser)).rejects.toThrow(
        'Unauthorized request detected. Please wait for 30 seconds before retrying.',
      )
      clock += 10_200
      const error = await api.callRoute(routes.getCurrentUser).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(RequestBlockedError)
      expect(error).toMatchObject({ secondsLeft: 20 })
      expect(api.secondsBlocked()).toBe(20)
      expect(fetchMock).not.toHaveBeenCalled()
    })

    it('lets requests through again after 30 seconds', async () => {
      const api = await timedOutClient()
      clock += 30_000
      fetchMock.mockResolvedValueOnce(jsonResponse(200, success(profile)))
      await expect(api.callRoute(routes.getCurrentUser)).resolves.toEqual(profile)
    })

    it('sends other auth requests but keeps the block', async () => {
      const api = await timedOutClient()
      fetchMock.mockResolvedValueOnce(jsonResponse(200, success(null)))
      await api.request({ method: 'POST', path: '/auth/logout' })
      expect(requestedUrls()).toEqual(['/api/auth/logout'])
      await expect(api.callRoute(routes.getCurrentUser)).rejects.toBeInstanceOf(RequestBlockedError)
    })

    it.each(['/auth/login', '/auth/verify-otp'])(
      'clears the block when %s is sent, whatever it answers',
      async (path) => {
        const api = await timedOutClient()
        fetchMock.mockResolvedValueOnce(jsonResponse(401, failure('INVALID_CREDENTIALS')))
        await api.request({ method: 'POST', path, body: {} }).catch(() => undefined)
        expect(api.secondsBlocked()).toBe(0)
        fetchMock.mockResolvedValueOnce(jsonResponse(200, success(profile)))
        await expect(api.callRoute(routes.getCurrentUser)).resolves.toEqual(profile)
      },
    )

    it('clears a block raised while a login was in flight when the login answers 200', async () => {
      const api = client()
      let answerLogin: (response: Response) => void = () => undefined
      fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerLogin = resolve)))
      const login = api.request({ method: 'POST', path: '/auth/login', body: {} })
      fetchMock.mockResolvedValueOnce(sessionExpired())
      await api.callRoute(routes.getCurrentUser).catch(() => undefined)
      expect(api.secondsBlocked()).toBe(30)
      answerLogin(jsonResponse(200, success({ ok: true })))
      await expect(login).resolves.toEqual({ ok: true })
      expect(api.secondsBlocked()).toBe(0)
    })

    it('keeps the block when a login in flight fails', async () => {
      const api = client()
      let answerLogin: (response: Response) => void = () => undefined
      fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerLogin = resolve)))
      const login = api.request({ method: 'POST', path: '/auth/login', body: {} })
      fetchMock.mockResolvedValueOnce(sessionExpired())
      await api.callRoute(routes.getCurrentUser).catch(() => undefined)
      answerLogin(jsonResponse(401, failure('INVALID_CREDENTIALS')))
      await login.catch(() => undefined)
      expect(api.secondsBlocked()).toBe(30)
    })
  })
})

describe('messageForUser', () => {
  it('returns the API message unless the client already told the user', () => {
    expect(messageForUser(new ApiError(400, { A: 'b.', C: 'd.' }, 'A: b., C: d.'))).toBe('b. d.')
    expect(messageForUser(new ApiError(401, { A: 'b' }, 'A: b', true))).toBeNull()
  })

  it('returns the blocked-request message', () => {
    expect(messageForUser(new RequestBlockedError(12))).toBe(
      'Unauthorized request detected. Please wait for 12 seconds before retrying.',
    )
  })

  it('stays quiet for cancellations and is generic for anything else', () => {
    expect(messageForUser(new DOMException('aborted', 'AbortError'))).toBeNull()
    expect(messageForUser(new Error('boom'))).toBe(errorCatalogue.UNEXPECTED_ERROR.message)
  })
})
