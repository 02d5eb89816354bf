import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { failure } from '@platform/shared/envelope'
import { errorCatalogue } from '@platform/shared/errors'
import { apiPrefix, compilePath, type RouteDefinition, routeList } from '@platform/shared/routes'
import { apiHeaders, pageHeaders } from '@platform/shared/security-headers'
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda'
import { isConsolePath } from '../../web/src/app/console-paths.ts'
import { appShellFile, prerenderedFileOf } from '../../web/src/app/site-paths.ts'
import { answerRequestErrors, BadLocalRequest, type LocalRequestHandler } from './answer-request-errors.ts'
import { toLambdaContext, toLambdaEvent } from './lambda-event.ts'
import { createRateLimiter } from './rate-limiter.ts'
import { resolveInside, sendFile } from './static-files.ts'

/** API Gateway's payload limit; larger requests are refused before any handler runs. */
const maximumBodyBytes = 10 * 1024 * 1024

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2 | undefined>

export interface GatewayOptions {
  port: number
  host: string
  /** Loads the handler module of a route: the same module CDK bundles into that route's Lambda. */
  loadHandler: (route: RouteDefinition) => Promise<LambdaHandler>
  /** Built console (Vite output): its files, and its index.html for console routes (200) and unknown paths (404). */
  consoleRoot?: string
  /** Built widget; served under /widget/ when the file exists. */
  widgetRoot?: string
  /** Stand-ins for outside services served on this origin by exact path, e.g. Google's user info endpoint. */
  standIns?: Record<string, LocalRequestHandler>
  log?: (line: string) => void
  /**
   * Per-caller throttling by rate-limit class (default on). Benchmarks turn it off: they send every request from
   * one address, where real traffic comes from many.
   */
  throttle?: boolean
}

const compiledRoutes = routeList.map((route) => ({ route, match: compilePath(route.path) }))

function sendJson(response: ServerResponse, status: number, body: unknown, extraHeaders = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...apiHeaders, ...extraHeaders })
  response.end(JSON.stringify(body))
}

/**
 * Refuses a body over the limit with 413 and closes the connection: the unread rest of the body would otherwise
 * be taken as the next request on the keep-alive socket (and the client would wait for an answer that never
 * comes). A declared Content-Length over the limit is refused before reading a byte.
 */
function refuseTooLarge(request: IncomingMessage, response: ServerResponse): void {
  sendJson(response, 413, failure('PAYLOAD_TOO_LARGE'), { connection: 'close' })
  response.once('finish', () => request.socket.destroySoon())
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > maximumBodyBytes) return undefined
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maximumBodyBytes) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * Requests Node refuses before any handler runs (a 100 KB query string overflows the header limit) still get the
 * envelope, as API Gateway answers them in the cloud, instead of Node's bare status line.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return
  const code = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED'
  const status = errorCatalogue[code].status
  const body = JSON.stringify(
    failure(code, code === 'VALIDATION_FAILED' ? 'The request is not valid HTTP.' : undefined),
  )
  socket.end(
    [
      `HTTP/1.1 ${status} ${code === 'HEADERS_TOO_LARGE' ? 'Request Header Fields Too Large' : 'Bad Request'}`,
      'content-type: application/json; charset=utf-8',
      ...Object.entries(apiHeaders).map(([name, value]) => `${name}: ${value}`),
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}

function writeLambdaResult(response: ServerResponse, result: APIGatewayProxyStructuredResultV2 | undefined): void {
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(result?.headers ?? {})) headers[name.toLowerCase()] = String(value)
  if (result?.cookies && result.cookies.length > 0) headers['set-cookie'] = result.cookies
  response.writeHead(result?.statusCode ?? 200, headers)
  const body = result?.body ?? ''
  response.end(result?.isBase64Encoded ? Buffer.from(body, 'base64') : body)
}

/**
 * The local stand-in for API Gateway + Lambda + CloudFront: serves every route of the route table by
 * invoking its handler module with a faithful HTTP API event, throttles by the route's rate-limit class,
 * and serves the built console and widget from the same origin, as CloudFront does in the cloud.
 */
export async function startGateway(
  options: GatewayOptions,
): Promise<{ url: string; server: Server; stop(): Promise<void> }> {
  const limiter = createRateLimiter()
  const log = options.log ?? (() => undefined)

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET'
    const path = url.pathname.slice(apiPrefix.length) || '/'
    const candidates = compiledRoutes
      .map(({ route, match }) => ({ route, parameters: match(path) }))
      .filter((candidate) => candidate.parameters !== undefined)
    const matched = candidates.find((candidate) => candidate.route.method === method)
    if (!matched) {
      const code = candidates.length > 0 ? 'METHOD_NOT_ALLOWED' : 'ROUTE_NOT_FOUND'
      sendJson(response, errorCatalogue[code].status, failure(code))
      return
    }
    const { route } = matched
    if (options.throttle !== false && !limiter.take(request.socket.remoteAddress ?? 'unknown', route.rateLimit)) {
      sendJson(response, 429, failure('TOO_MANY_REQUESTS'))
      return
    }
    const body = await readBody(request)
    if (!body) {
      refuseTooLarge(request, response)
      return
    }
    const event = toLambdaEvent({
      request,
      url,
      body,
      routeKey: `${route.method} ${apiPrefix}${route.path}`,
      pathParameters: matched.parameters ?? {},
    })
    const handler = await options.loadHandler(route)
    const started = performance.now()
    const result = await handler(event, toLambdaContext(route.id, route.timeoutSeconds ?? 29))
    log(`${method} ${url.pathname} ${result?.statusCode ?? 200} ${Math.round(performance.now() - started)}ms`)
    writeLambdaResult(response, result)
  }

  async function handleStatic(response: ServerResponse, url: URL): Promise<void> {
    for (const [name, value] of Object.entries(pageHeaders(url.pathname, { https: false })))
      response.setHeader(name, value)
    if (url.pathname.startsWith('/widget/') && options.widgetRoot) {
      const widgetPath = resolveInside(options.widgetRoot, url.pathname.slice('/widget/'.length))
      if (await sendFile(response, widgetPath)) return
    }
    if (options.consoleRoot) {
      const prerendered = prerenderedFileOf(url.pathname)
      if (prerendered && (await sendFile(response, resolveInside(options.consoleRoot, prerendered)))) return
      if (url.pathname !== '/' && (await sendFile(response, resolveInside(options.consoleRoot, url.pathname)))) return
      // Unknown addresses still get the app, which shows "Page not found", but with the status that says so.
      const status = isConsolePath(url.pathname) ? 200 : 404
      if (await sendFile(response, resolveInside(options.consoleRoot, appShellFile), status)) return
      // A build from before the public site was pre-rendered keeps the app in index.html.
      if (await sendFile(response, resolveInside(options.consoleRoot, 'index.html'), status)) return
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('Not found. Build the console with `npm run build`.')
  }

  // A request target that is not a URL (`GET http://[`), a stand-in's bad body, a handler that throws: each is
  // answered with the envelope and logged; none may end local mode.
  const handleRequest = (request: IncomingMessage, response: ServerResponse): Promise<void> | void => {
    let url: URL
    try {
      url = new URL(request.url ?? '/', 'http://local')
    } catch {
      sendJson(response, 400, failure('VALIDATION_FAILED', 'The request target is not a valid URL.'))
      return
    }
    const isApi = url.pathname === apiPrefix || url.pathname.startsWith(`${apiPrefix}/`)
    const standIn = options.standIns?.[url.pathname]
    if (standIn) return standIn(request, response)
    return isApi ? handleApi(request, response, url) : handleStatic(response, url)
  }
  const server = createServer(
    answerRequestErrors(handleRequest, {
      log,
      answer: (response, error) => {
        if (error instanceof BadLocalRequest)
          sendJson(response, error.status, failure('VALIDATION_FAILED', error.message))
        else sendJson(response, 500, failure('UNEXPECTED_ERROR'))
      },
    }),
  )
  server.on('clientError', answerClientError)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host}:${port}`,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
