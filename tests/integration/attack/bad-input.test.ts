import { type RouteDefinition, routeList } from '@platform/shared/routes'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../../infra/local/local-platform.ts'
import { truncatedMultipart, zipBombDocx } from '../../support/hostile-uploads.ts'
import { createWorkspace, signUp, type Workspace } from '../support/workspace.ts'
import { type AttackAnswer, type AttackRequest, cookieHeader, reportFigures, send } from './support/attack-client.ts'
import { classifiedRoutes } from './support/route-classes.ts'
import { invalidValues, jsonSchemaOf, sampleOf } from './support/schema-samples.ts'

/**
 * Bad input for every route of the table, generated with fast-check from the route's own zod schemas (bodies and
 * query strings the schema refuses, bodies that are not JSON, hostile path parameters), sent by the owner of a real
 * organization so every check before validation passes; and hostile uploads to every multipart route. No answer may
 * be a 5xx, every refusal must be in the spec's envelope, and input the contract refuses is never accepted.
 */
let platform: LocalPlatform
let workspace: Workspace
/** Runs per route and kind of input: about 10 requests a route keeps the file near a minute on two busy cores. */
const runs = { body: 5, rawBody: 2, query: 3, path: 3 }
const figures = { routes: 0, cases: 0, refused: 0, accepted: 0, serverErrors: 0, envelopeViolations: 0 }
const uploadFigures = { routes: 0, cases: 0, refused: 0, accepted: 0, serverErrors: 0, envelopeViolations: 0 }
/** 1 MB past the 64 MB an archive may unpack to: built before the platform starts (deflating takes a moment). */
const bomb = zipBombDocx(65 * 1024 * 1024)

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined })
  workspace = await createWorkspace(await signUp(platform, 'fuzz-owner@example.com'), 'Fuzzed')
})

afterAll(async () => {
  await platform?.stop()
})

const realIds = (): Record<string, string> => ({
  organizationId: workspace.organizationId,
  projectId: workspace.projectId,
  versionId: workspace.versionId,
})
const idOrPlaceholder = (name: string) => realIds()[name] ?? `fuzz-${name}-0000000000`

/** A lone surrogate cannot be percent-encoded as UTF-8: it goes out as the bytes a careless client would send. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')).concat('%ED%A0%80')
  }
}

function baseRequest(route: RouteDefinition, pathValues: (name: string) => string = idOrPlaceholder): AttackRequest {
  return {
    method: route.method,
    path: route.path.replace(/\{(\w+)\+?\}/g, (_whole, name: string) => encodeSegment(pathValues(name))),
    cookie: cookieHeader(workspace.client.cookies),
  }
}

const asQuery = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { value }).map(
      ([name, inner]) => [name, typeof inner === 'string' ? inner : (JSON.stringify(inner) ?? '')],
    ),
  )

/** Text that is not JSON, or JSON the body schema refuses. */
const notJson = (route: RouteDefinition) =>
  fc
    .oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('{', '{"a":', '[1,2', 'null', '\u0000', '{"__proto__":{"x":1}}'),
    )
    .filter((text) => {
      try {
        // No body at all is read as an empty object, as the pipeline reads it.
        return !route.request?.body?.safeParse(text === '' ? {} : JSON.parse(text)).success
      } catch {
        return true
      }
    })

const hostileSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('..', '.', '%', '%00', '\u0000', 'a/b', '\ud800', '😀', ' ', '<x>', 'null', 'undefined'),
  fc.integer({ min: 257, max: 3_000 }).map((length) => 'i'.repeat(length)),
)

/** Bad requests for a route: what each must not be answered with depends on whether the contract refuses it. */
function badRequests(
  route: RouteDefinition,
): Array<{ kind: keyof typeof runs; requests: fc.Arbitrary<AttackRequest> }> {
  const kinds: Array<{ kind: keyof typeof runs; requests: fc.Arbitrary<AttackRequest> }> = []
  const { body, query, params } = route.request ?? {}
  const validQuery = query ? asQuery(sampleOf(jsonSchemaOf(query), idOrPlaceholder)) : undefined
  if (body) {
    kinds.push({
      kind: 'body',
      requests: invalidValues(body).map((value) => ({ ...baseRequest(route), query: validQuery, body: value })),
    })
    kinds.push({
      kind: 'rawBody',
      requests: notJson(route).map((text) => ({
        ...baseRequest(route),
        query: validQuery,
        rawBody: text,
        headers: { 'content-type': 'application/json' },
      })),
    })
  }
  if (query) {
    kinds.push({
      kind: 'query',
      requests: invalidValues(query)
        .map(asQuery)
        .filter((candidate) => !query.safeParse(candidate).success)
        .map((candidate) => ({ ...baseRequest(route), query: candidate })),
    })
  }
  const names = Object.keys(params?.shape ?? {})
  // A body-less write with a real path would do real work (start a run); a hostile parameter with a body the
  // contract refuses, or a read, cannot.
  if (names.length > 0 && (body || route.method === 'GET')) {
    const invalidBody = body ? invalidValues(body) : fc.constant(undefined)
    kinds.push({
      kind: 'path',
      requests: fc.tuple(fc.constantFrom(...names), hostileSegment, invalidBody).map(([name, segment, value]) => ({
        ...baseRequest(route, (candidate) => (candidate === name ? segment : idOrPlaceholder(candidate))),
        query: validQuery,
        body: value,
      })),
    })
  }
  return kinds
}

/** Counts one answer into `into` and says what is wrong with it, if anything. */
function judge(answer: AttackAnswer, mustRefuse: boolean, into: typeof figures): string | undefined {
  into.cases += 1
  if (answer.status >= 500) into.serverErrors += 1
  if (answer.envelopeProblem) into.envelopeViolations += 1
  if (answer.status >= 400 && answer.status < 500) into.refused += 1
  else if (answer.status < 400) into.accepted += 1
  if (answer.status >= 500) return `${answer.status}: ${answer.text.slice(0, 300)}`
  if (answer.envelopeProblem) return `${answer.envelopeProblem}: ${answer.text.slice(0, 300)}`
  if (mustRefuse && answer.status < 400) return `accepted input its contract refuses (${answer.status})`
  return undefined
}

describe('attack suite: bad input for every route, from its zod schemas', () => {
  it.each(classifiedRoutes().map((entry) => [entry.route.id, entry] as const))('%s', async (_id, entry) => {
    if (entry.problem) throw new Error(entry.problem)
    figures.routes += 1
    for (const { kind, requests } of badRequests(entry.route)) {
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const answer = await send(platform.apiUrl, request, entry.route)
          // A hostile path segment may name nothing, which a lookup may answer like any other; all else is refused.
          const problem = judge(answer, kind !== 'path', figures)
          if (problem) throw new Error(`${kind} ${JSON.stringify(request).slice(0, 300)} → ${problem}`)
        }),
        { numRuns: runs[kind], endOnFailure: true },
      )
    }
  })

  it('prints its figures', () => {
    reportFigures('bad-input', figures)
    expect(figures.cases).toBeGreaterThan(routeList.length * 3)
  })
})

interface HostileUpload {
  name: string
  body: Uint8Array
  contentType: string
  /** False for uploads a route may take (a strange but valid file name), stored safely. */
  mustRefuse: boolean
}

function formOf(content: Uint8Array, type: string, fileName: string, field = 'file') {
  const boundary = 'attack-boundary-7f3a'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

function hostileUploads(): HostileUpload[] {
  const text = Buffer.from('Customs forms are filed before the goods ship.\n')
  const truncated = truncatedMultipart()
  const oddNames = ['../../../etc/passwd', '..\\..\\boot.ini', 'a"b;c.txt', `${'n'.repeat(400)}.txt`, '𝕳é\u202e.txt']
  return [
    { name: 'truncated multipart', ...truncated, mustRefuse: true },
    { name: 'zero bytes', body: new Uint8Array(), contentType: 'multipart/form-data; boundary=x', mustRefuse: true },
    { name: 'empty file', ...formOf(new Uint8Array(), 'text/plain', 'empty.txt'), mustRefuse: true },
    { name: 'no boundary', body: text, contentType: 'multipart/form-data', mustRefuse: true },
    { name: 'not multipart', body: text, contentType: 'application/octet-stream', mustRefuse: true },
    { name: 'no file part', ...formOf(text, 'text/plain', 'notes.txt', 'other'), mustRefuse: true },
    {
      name: 'wrong type (an executable named .exe)',
      ...formOf(Buffer.from('MZ\u0090\u0000\u0003binary'), 'application/x-msdownload', 'setup.exe'),
      mustRefuse: true,
    },
    {
      name: 'binary posing as a PDF',
      ...formOf(Buffer.from([0, 1, 2, 3, 255, 254]), 'application/pdf', 'manual.pdf'),
      mustRefuse: false,
    },
    {
      name: 'zip bomb (.docx unpacking past 64 MB)',
      ...formOf(bomb, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'handbook.docx'),
      mustRefuse: true,
    },
    {
      name: 'huge (past the request limit)',
      ...formOf(new Uint8Array(11 * 1024 * 1024), 'text/plain', 'huge.txt'),
      mustRefuse: true,
    },
    ...oddNames.map((fileName) => ({
      name: `odd name ${JSON.stringify(fileName.slice(0, 30))}`,
      ...formOf(text, 'text/plain', fileName),
      mustRefuse: false,
    })),
  ]
}

describe('attack suite: hostile uploads to every multipart route', () => {
  const uploadRoutes = routeList.filter((route) => route.request?.multipart)

  it.each(uploadRoutes.map((route) => [route.id, route] as const))('%s', async (_id, route) => {
    uploadFigures.routes += 1
    const failures: string[] = []
    for (const upload of hostileUploads()) {
      const answer = await send(
        platform.apiUrl,
        { ...baseRequest(route), rawBody: upload.body, headers: { 'content-type': upload.contentType } },
        route,
      )
      const problem = judge(answer, upload.mustRefuse, uploadFigures)
      if (problem) failures.push(`${upload.name}: ${problem}`)
    }
    // Still serving, and the route's collection still lists.
    expect((await fetch(`${platform.apiUrl}/health`)).status).toBe(200)
    expect(failures).toEqual([])
  })

  it('prints its figures', () => {
    reportFigures('hostile-uploads', uploadFigures)
    expect(uploadFigures.routes).toBeGreaterThan(0)
  })
})
