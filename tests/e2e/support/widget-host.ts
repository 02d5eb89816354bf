import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A customer's site for the widget journeys, on its own origin (another local port): pages that embed the
 * widget with a given config, a foreign page that tries to talk to it, and a small proxy backend that checks
 * the HMAC signature of the user id before it answers, as a real proxy would.
 */
export interface WidgetHost {
  url: string
  /** The same server under another origin (`localhost` instead of `127.0.0.1`), for foreign-origin checks. */
  foreignUrl: string
  /** Calls the proxy backend received, with whether their signature was right. */
  proxyCalls: { path: string; signed: boolean; body: unknown }[]
  stop(): Promise<void>
}

export const proxySecret = 'shop-shared-secret'

function hostPage(widgetScriptUrl: string, configScript: string, extra = ''): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>North Shop</title></head>
  <body>
    <main><h1>North Shop</h1><p>Shoes and parcels.</p></main>
    <script>window.hostActions = []; window.hostFunctionCalls = []; window.widgetErrors = [];
      const logError = console.error; console.error = (...args) => { window.widgetErrors.push(args.map(String).join(' ')); logError(...args) }</script>
    <script src="${widgetScriptUrl}"></script>
    <script>AssistantWidget.init(${configScript})</script>
    ${extra}
  </body>
</html>`
}

/**
 * A page on the foreign origin that posts widget-shaped messages to its parent and to the widget's frame, then
 * 'forged messages sent' to each: messages from one window to another arrive in order, so a page that has the last
 * one has had the others.
 */
const foreignPage = `<!doctype html><html lang="en"><head><title>Ad</title></head><body><p>Ad</p><script>
  const message = (type, fields) => Object.assign({ channel: 'assistant-widget', type }, fields)
  window.addEventListener('message', (event) => {
    if (event.data !== 'attack') return
    parent.postMessage(message('runAction', { action: 'openPricing' }), '*')
    parent.postMessage(message('closeWidget', {}), '*')
    for (let index = 0; index < parent.frames.length; index += 1) {
      parent.frames[index].postMessage(message('toggleColorScheme', { colorScheme: 'dark' }), '*')
      parent.frames[index].postMessage(message('set_config', { config: { title: 'Hacked', colorScheme: 'dark', expanded: true } }), '*')
    }
    parent.postMessage('forged messages sent', '*')
    for (let index = 0; index < parent.frames.length; index += 1) parent.frames[index].postMessage('forged messages sent', '*')
  })
</script></body></html>`

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

function signatureMatches(userId: string, given: string | undefined): boolean {
  const expected = Buffer.from(createHmac('sha256', proxySecret).update(userId).digest('hex'))
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

export async function startWidgetHost(options: {
  widgetScriptUrl: string
  pages: Record<string, string>
}): Promise<WidgetHost> {
  const proxyCalls: WidgetHost['proxyCalls'] = []
  const proxyMessages = new Map<string, { role: string; content: string; createdAt: string }[]>()

  async function proxy(request: IncomingMessage, response: ServerResponse, url: URL) {
    // /proxy/users/{userId}/sessions, /proxy/users/{userId}/sessions/{sessionId}, /proxy/users/{userId}/chat
    const [, , , userId = '', kind = '', sessionId] = url.pathname.split('/').map(decodeURIComponent)
    const body = request.method === 'POST' ? JSON.parse((await readBody(request)) || '{}') : null
    const signed = signatureMatches(userId, request.headers['x-signature'] as string | undefined)
    proxyCalls.push({ path: url.pathname, signed, body })
    if (!signed) return json(response, 401, { success: false, errors: { UNAUTHORIZED: 'The signature is wrong.' } })
    const messages = proxyMessages.get(userId) ?? []
    if (kind === 'sessions' && !sessionId) {
      const sessions =
        messages.length > 0
          ? [{ id: `session-${userId}`, title: 'Proxy chat', createdAt: messages[0]?.createdAt, closed: false }]
          : []
      return json(response, 200, { success: true, data: sessions })
    }
    if (kind === 'sessions') return json(response, 200, { success: true, data: messages })
    const now = new Date().toISOString()
    const answer = `Proxy answer to: ${String(body?.message)}`
    messages.push(
      { role: 'user', content: String(body?.message), createdAt: now },
      { role: 'assistant', content: answer, createdAt: now },
    )
    proxyMessages.set(userId, messages)
    return json(response, 200, {
      success: true,
      data: { assistantMessage: answer, action: null, toolCalls: [], sessionId: `session-${userId}` },
    })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host')
    if (url.pathname.startsWith('/proxy/')) {
      proxy(request, response, url).catch(() => json(response, 500, { success: false, errors: {} }))
      return
    }
    if (url.pathname === '/foreign.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(foreignPage)
    }
    const config = options.pages[url.pathname]
    if (config === undefined) {
      response.writeHead(404)
      return response.end('Not found')
    }
    const port = (server.address() as AddressInfo).port
    const foreignFrame = `<iframe id="foreign" title="Advertisement" src="http://localhost:${port}/foreign.html" style="width:10px;height:10px"></iframe>`
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(hostPage(options.widgetScriptUrl, config, foreignFrame))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    foreignUrl: `http://localhost:${port}`,
    proxyCalls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
