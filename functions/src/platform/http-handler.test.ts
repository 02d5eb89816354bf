import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RouteDefinition } from '@platform/shared/routes'
import { logOut } from '@platform/shared/routes/auth-routes'
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda'
import { beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { AppError } from './app-error.ts'
import { resetEnvironmentCache } from './environment.ts'
import { defineHandler } from './http-handler.ts'
import { resetLoggingConfiguration } from './logger.ts'

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'table',
    UPLOADS_BUCKET: 'uploads',
    ARTIFACTS_BUCKET: 'artifacts',
    JOBS_QUEUE_URL: 'http://queue',
    JOB_STATE_MACHINE_ARN: 'arn:machine',
    USER_POOL_ID: 'pool',
    USER_POOL_CLIENT_ID: 'client',
    MAIL_FROM: 'no-reply@example.com',
    APP_ORIGIN: 'https://console.example.com',
  })
  resetEnvironmentCache()
})

const echoRoute = {
  id: 'echo',
  method: 'POST',
  path: '/echo/{name}',
  handler: 'test/echo',
  auth: 'public',
  rateLimit: 'standard',
  summary: 'test',
  request: {
    params: z.object({ name: z.string().min(2) }),
    query: z.object({ times: z.coerce.number().int().default(1) }),
    body: z.object({ text: z.string().min(1) }),
  },
  response: z.object({ echoed: z.string() }),
} as const satisfies RouteDefinition

function event(overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/echo/{name}',
    rawPath: '/api/echo/ab',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    pathParameters: { name: 'ab' },
    queryStringParameters: { times: '2' },
    body: JSON.stringify({ text: 'hi' }),
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEventV2['requestContext'],
    ...overrides,
  }
}

const context = { awsRequestId: 'request-1' } as Context

describe('defineHandler', () => {
  it('parses params, query and body and wraps the answer in the envelope', async () => {
    const handler = defineHandler(echoRoute, async ({ params, query, body }) => ({
      echoed: `${params.name}:${body.text.repeat(query.times)}`,
    }))
    const response = await handler(event(), context)
    expect(response.statusCode).toBe(200)
    expect(JSON.parse(response.body ?? '')).toEqual({ success: true, data: { echoed: 'ab:hihi' } })
  })

  it('starts readWithAccess from the parsed request and hands its reads to the implementation', async () => {
    const started: string[] = []
    const handler = defineHandler(echoRoute, async ({ reads }) => ({ echoed: (await reads?.text) ?? 'none' }), {
      readWithAccess: ({ params, body }: { params: { name: string }; body: { text: string } }) => {
        started.push(params.name)
        return { text: Promise.resolve(`${params.name}:${body.text}`), refused: Promise.reject(new Error('unread')) }
      },
    })
    const response = await handler(event(), context)
    expect(JSON.parse(response.body ?? '')).toEqual({ success: true, data: { echoed: 'ab:hi' } })
    // A request that does not parse starts nothing and still answers its validation error.
    const invalid = await handler(event({ body: JSON.stringify({ text: '' }) }), context)
    expect(JSON.parse(invalid.body ?? '').errors.VALIDATION_FAILED).toMatch(/^text: /)
    expect(started).toEqual(['ab'])
  })

  it('answers VALIDATION_FAILED naming the field, without calling the service', async () => {
    let called = false
    const handler = defineHandler(echoRoute, async () => {
      called = true
      return { echoed: '' }
    })
    const response = await handler(event({ body: JSON.stringify({ text: '' }) }), context)
    expect(response.statusCode).toBe(400)
    expect(JSON.parse(response.body ?? '').errors.VALIDATION_FAILED).toMatch(/^text: /)
    const badJson = await handler(event({ body: '{' }), context)
    expect(JSON.parse(badJson.body ?? '').errors.VALIDATION_FAILED).toBe('body: The request body is not valid JSON.')
    // Found by the attack suite: a JSON `null` body was read as `{}` and reached services whose fields are optional.
    const optionalFields = defineHandler(
      { ...echoRoute, request: { ...echoRoute.request, body: z.object({ text: z.string().optional() }) } },
      async () => {
        called = true
        return { echoed: '' }
      },
    )
    const nullBody = await optionalFields(event({ body: 'null' }), context)
    expect(nullBody.statusCode).toBe(400)
    expect(called).toBe(false)
  })

  it('turns AppError into its catalogue status and message', async () => {
    const handler = defineHandler(echoRoute, async () => {
      throw new AppError('PROJECT_NAME_ALREADY_EXISTS')
    })
    const response = await handler(event(), context)
    expect(response.statusCode).toBe(409)
    expect(JSON.parse(response.body ?? '')).toEqual({
      success: false,
      errors: { PROJECT_NAME_ALREADY_EXISTS: 'Project name already exists.' },
    })
  })

  it('ends every request with one JSON log line (request id, route, tenancy, outcome, duration) and counts errors by code', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'handler-logs-')), 'platform.jsonl')
    Object.assign(process.env, { LOG_FILE: file, LOG_LEVEL: 'info', LOG_TO_TERMINAL: 'false', STAGE: 'unit' })
    resetLoggingConfiguration()
    try {
      const handler = defineHandler(echoRoute, async ({ log }) => {
        log.info('working', { text: 'a visitor message' })
        throw new AppError('PROJECT_NAME_ALREADY_EXISTS')
      })
      const pathParameters = { name: 'ab', organizationId: 'org-1', projectId: 'project-1' }
      await handler(event({ pathParameters }), context)
      await defineHandler(echoRoute, async () => ({ echoed: 'ok' }))(event(), { awsRequestId: 'request-2' } as Context)
    } finally {
      Object.assign(process.env, { LOG_LEVEL: 'silent' })
      resetLoggingConfiguration()
      delete process.env.LOG_FILE
    }
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const tenancy = { requestId: 'request-1', route: 'echo', organizationId: 'org-1', projectId: 'project-1' }
    expect(lines[0]).toMatchObject({ message: 'working', text: '[redacted]', ...tenancy })
    expect(lines[1]).toMatchObject({
      level: 'INFO',
      message: 'request answered',
      ...tenancy,
      status: 409,
      outcome: 'refused',
      errorCode: 'PROJECT_NAME_ALREADY_EXISTS',
      coldStart: expect.any(Boolean),
      durationMilliseconds: expect.any(Number),
    })
    expect(lines[2]).toMatchObject({ routeGroup: 'test', Requests: 1, ServerErrors: 0, Latency: expect.any(Number) })
    expect(lines[3]).toMatchObject({ errorCode: 'PROJECT_NAME_ALREADY_EXISTS', Errors: 1 })
    expect(lines[4]).toMatchObject({ requestId: 'request-2', status: 200, outcome: 'succeeded', coldStart: false })
    expect(lines).toHaveLength(6)
  })

  it('hides unexpected errors and contract breaches behind UNEXPECTED_ERROR', async () => {
    const crashing = defineHandler(echoRoute, async () => {
      throw new Error('database password is hunter2')
    })
    const crashed = await crashing(event(), context)
    expect(crashed.statusCode).toBe(500)
    expect(crashed.body).not.toContain('hunter2')
    expect(Object.keys(JSON.parse(crashed.body ?? '').errors)).toEqual(['UNEXPECTED_ERROR'])

    const wrongShape = defineHandler(echoRoute, async () => ({ echoed: 42 }) as unknown as { echoed: string })
    expect((await wrongShape(event(), context)).statusCode).toBe(500)
  })

  it('refuses session routes without a session cookie with the session-expired message', async () => {
    const handler = defineHandler({ ...echoRoute, auth: 'session' }, async () => ({ echoed: 'never' }))
    const response = await handler(event(), context)
    expect(response.statusCode).toBe(401)
    expect(JSON.parse(response.body ?? '').errors).toEqual({
      UNAUTHORIZED: 'Your session has expired. Please log in again.',
    })
  })

  it('sets secure httpOnly session cookies on https origins', async () => {
    const handler = defineHandler(echoRoute, async ({ reply }) => {
      reply.setSessionCookie('token-value')
      return { echoed: 'ok' }
    })
    const response = await handler(event(), context)
    expect(response.cookies?.[0]).toMatch(/^session=token-value; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Lax$/)
  })

  it('answers 503 DEPENDENCY_UNAVAILABLE when a dependency cannot be reached', async () => {
    const handler = defineHandler(echoRoute, async () => {
      throw new Error('electrodb failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
      })
    })
    const response = await handler(event(), context)
    expect(response.statusCode).toBe(503)
    expect(Object.keys(JSON.parse(response.body ?? '').errors)).toEqual(['DEPENDENCY_UNAVAILABLE'])
  })

  it('refuses over-long path parameters and query values before anything reads them', async () => {
    let called = false
    const handler = defineHandler({ ...echoRoute, auth: 'session' }, async () => {
      called = true
      return { echoed: '' }
    })
    const longId = await handler(event({ pathParameters: { name: 'x'.repeat(3_000) } }), context)
    expect(longId.statusCode).toBe(400)
    expect(JSON.parse(longId.body ?? '').errors.VALIDATION_FAILED).toBe('name: Use at most 256 characters.')
    const longQuery = await handler(event({ queryStringParameters: { times: '1'.repeat(5_000) } }), context)
    expect(longQuery.statusCode).toBe(400)
    expect(called).toBe(false)
  })

  it('refuses cross-site writes: foreign origins and bodies that are not JSON', async () => {
    const handler = defineHandler(echoRoute, async () => ({ echoed: 'ok' }))
    const foreign = await handler(
      event({ headers: { 'content-type': 'application/json', origin: 'http://evil.example' } }),
      context,
    )
    expect(foreign.statusCode).toBe(403)
    expect(Object.keys(JSON.parse(foreign.body ?? '').errors)).toEqual(['CROSS_SITE_REQUEST'])
    const crossSite = await handler(
      event({ headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' } }),
      context,
    )
    expect(crossSite.statusCode).toBe(403)
    const plainText = await handler(event({ headers: { 'content-type': 'text/plain' } }), context)
    expect(plainText.statusCode).toBe(415)
    expect(Object.keys(JSON.parse(plainText.body ?? '').errors)).toEqual(['UNSUPPORTED_MEDIA_TYPE'])
    const own = await handler(
      event({ headers: { 'content-type': 'application/json', origin: 'https://console.example.com' } }),
      context,
    )
    expect(own.statusCode).toBe(200)
    const embedRoute = { ...echoRoute, auth: 'embed' } as const
    const embed = defineHandler(embedRoute, async () => ({ echoed: 'ok' }))
    const fromCustomerSite = await embed(
      event({ headers: { 'content-type': 'application/json', origin: 'https://customer.example' } }),
      context,
    )
    expect(fromCustomerSite.statusCode).not.toBe(403)
  })

  it('refuses NUL characters and lone surrogates anywhere in a JSON body', async () => {
    const handler = defineHandler(echoRoute, async () => ({ echoed: 'ok' }))
    const withNul = await handler(event({ body: '{"text":"a\\u0000b"}' }), context)
    expect(withNul.statusCode).toBe(400)
    expect(JSON.parse(withNul.body ?? '').errors.VALIDATION_FAILED).toMatch(/^text: Remove NUL characters/)
    const loneSurrogate = await handler(event({ body: '{"text":"a\\ud800"}' }), context)
    expect(loneSurrogate.statusCode).toBe(400)
    const paired = await handler(event({ body: JSON.stringify({ text: 'emoji 😀' }) }), context)
    expect(paired.statusCode).toBe(200)
  })

  it('refuses JSON nested deeper than 64 levels with 400 before any walk (issue 38 finding 8)', async () => {
    const handler = defineHandler(echoRoute, async ({ body }) => ({ echoed: body.text }))
    // 100,000 levels (about 200 KB) overflowed the stack of the text-safety walk: a 500 on every JSON route.
    for (const body of ['['.repeat(100_000) + ']'.repeat(100_000), `{"text":${'['.repeat(65)}${']'.repeat(65)}}`]) {
      const response = await handler(event({ body }), context)
      expect(response.statusCode).toBe(400)
      expect(JSON.parse(response.body ?? '').errors.VALIDATION_FAILED).toMatch(/^body: .*64 levels/)
    }
    // Brackets inside strings are text, not nesting.
    const bracketsInText = await handler(event({ body: JSON.stringify({ text: '['.repeat(1000) }) }), context)
    expect(bracketsInText.statusCode).toBe(200)
  })

  it('logs out only through a same-site POST: an image or link on another site cannot end a session (issue 38)', async () => {
    expect(logOut.method).toBe('POST')
    const handler = defineHandler(logOut, async () => ({ ok: true as const }))
    const logoutEvent = (headers: Record<string, string>) =>
      event({ routeKey: 'POST /api/auth/logout', rawPath: '/api/auth/logout', pathParameters: {}, body: '', headers })
    const crossSite = await handler(logoutEvent({ origin: 'https://evil.example' }), context)
    expect(crossSite.statusCode).toBe(403)
    const sameSite = await handler(logoutEvent({ origin: 'https://console.example.com' }), context)
    expect(sameSite.statusCode).toBe(200)
  })

  it('marks every answer nosniff and, on https origins, HSTS', async () => {
    const handler = defineHandler(echoRoute, async () => ({ echoed: 'ok' }))
    const response = await handler(event(), context)
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': expect.stringContaining('max-age='),
    })
  })
})

describe('defineHandler for callers without a session (the embed service)', () => {
  it('runs authorize before parsing, so a malformed request’s error keeps the headers it set', async () => {
    const handler = defineHandler<typeof echoRoute, string>(
      echoRoute,
      async ({ body, caller }) => ({ echoed: `${caller}:${body.text}` }),
      {
        authorize: async (_event, reply) => {
          reply.setHeader('Access-Control-Allow-Origin', 'https://shop.example.com')
          return 'caller-1'
        },
      },
    )
    const answered = await handler(event(), context)
    expect(JSON.parse(answered?.body ?? '')).toEqual({ success: true, data: { echoed: 'caller-1:hi' } })
    expect(answered?.headers?.['access-control-allow-origin']).toBe('https://shop.example.com')
    const refused = await handler(event({ body: JSON.stringify({ text: '' }) }), context)
    expect(refused?.statusCode).toBe(400)
    expect(refused?.headers?.['access-control-allow-origin']).toBe('https://shop.example.com')
  })

  it('answers an error from authorize without calling the implementation', async () => {
    let called = false
    const handler = defineHandler(
      echoRoute,
      async () => {
        called = true
        return { echoed: '' }
      },
      {
        authorize: async () => {
          throw new AppError('INVALID_API_KEY')
        },
      },
    )
    const refused = await handler(event(), context)
    expect(refused?.statusCode).toBe(401)
    expect(JSON.parse(refused?.body ?? '').errors).toHaveProperty('INVALID_API_KEY')
    expect(called).toBe(false)
  })

  it('replaces the envelope with another body (server-sent events) once the data passed its schema', async () => {
    const handler = defineHandler(echoRoute, async ({ body, reply }) => {
      reply.replaceBody('text/event-stream; charset=utf-8', `data: ${body.text}\n\n`)
      return { echoed: body.text }
    })
    const streamed = await handler(event(), context)
    expect(streamed?.headers?.['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(streamed?.body).toBe('data: hi\n\n')
    expect(streamed?.isBase64Encoded).toBeUndefined()
  })

  it('answers a binary body (a PDF receipt) base64-encoded, as API Gateway decodes it', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xe2, 0xe3, 0xcf, 0xd3])
    const handler = defineHandler(echoRoute, async ({ body, reply }) => {
      reply.replaceBody('application/pdf', bytes)
      return { echoed: body.text }
    })
    const answered = await handler(event(), context)
    expect(answered?.isBase64Encoded).toBe(true)
    expect(new Uint8Array(Buffer.from(answered?.body ?? '', 'base64'))).toEqual(bytes)
  })

  it('loads the secrets before the implementation runs (secrets.ts): a bad SECRET_ARNS stops the request', async () => {
    let called = false
    const handler = defineHandler(echoRoute, async () => {
      called = true
      return { echoed: '' }
    })
    process.env.SECRET_ARNS = 'not a map'
    try {
      const response = await handler(event(), context)
      expect(response.statusCode).toBe(500)
      expect(called).toBe(false)
    } finally {
      delete process.env.SECRET_ARNS
    }
    expect((await handler(event(), context)).statusCode).toBe(200)
  })
})
