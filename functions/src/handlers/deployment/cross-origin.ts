import type { APIGatewayProxyEventV2 } from 'aws-lambda'
import { authorizeApiKeySecret, authorizeEmbedCaller, type EmbedCaller } from '../../domains/deployment/index.ts'
import { environment } from '../../platform/environment.ts'
import type { ReplyControls } from '../../platform/http-handler.ts'

/*
 * The HTTP side of the embed service's access check, shared by its handlers: browsers call it from customers'
 * sites, so an allowed Origin gets CORS headers on every answer, errors included; a refused one gets none.
 */

const allowedHeaders = 'content-type, accept, x-embed-id, authorization'

function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  return event.headers?.[name] ?? undefined
}

/**
 * The page's origin. Browsers leave `Origin` off same-origin GETs, so a page of the platform itself (the public
 * site's guide, the widget demo) listing its chat sessions is known by `Sec-Fetch-Site: same-origin` instead,
 * a header pages cannot set; it names the platform's own origin, which the key must still allow.
 */
function callerOrigin(event: APIGatewayProxyEventV2): string | undefined {
  const origin = header(event, 'origin')
  if (origin) return origin
  return header(event, 'sec-fetch-site') === 'same-origin' ? new URL(environment().APP_ORIGIN).origin : undefined
}

/** `authorize` for the embed routes: checks the key and the Origin, then allows that Origin. */
export async function authorizeEmbedRequest(event: APIGatewayProxyEventV2, reply: ReplyControls): Promise<EmbedCaller> {
  reply.setHeader('vary', 'Origin')
  const caller = await authorizeEmbedCaller({ embedId: header(event, 'x-embed-id'), origin: callerOrigin(event) })
  reply.setHeader('access-control-allow-origin', caller.origin)
  return caller
}

/**
 * `authorize` for the chat route: the embed check, with the chat's reads started beside the key's (`prefetch` of
 * `EmbedCaller`) for the end user the body names; the body is validated after, and the chat uses the session read
 * only if the validated body names the same end user.
 */
export async function authorizeEmbedChatRequest(
  event: APIGatewayProxyEventV2,
  reply: ReplyControls,
): Promise<EmbedCaller> {
  reply.setHeader('vary', 'Origin')
  const caller = await authorizeEmbedCaller({
    embedId: header(event, 'x-embed-id'),
    origin: callerOrigin(event),
    chat: { identifier: identifierIn(event) },
  })
  reply.setHeader('access-control-allow-origin', caller.origin)
  return caller
}

/** The `identifier` a chat's body names, if it names one (nothing is checked here but its type and length). */
function identifierIn(event: APIGatewayProxyEventV2): string | undefined {
  try {
    const text = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '')
    const identifier: unknown = (JSON.parse(text) as { identifier?: unknown } | null)?.identifier
    return typeof identifier === 'string' && identifier.length <= 256 ? identifier.trim() || undefined : undefined
  } catch {
    return undefined
  }
}

/** `authorize` for the OpenAI-compatible routes: the key's secret as bearer token. */
export function authorizeSecretRequest(event: APIGatewayProxyEventV2) {
  return authorizeApiKeySecret(header(event, 'authorization'))
}

/** `authorize` for the completion route: the secret check, with the completion's reads started beside the key's. */
export function authorizeCompletionRequest(event: APIGatewayProxyEventV2) {
  return authorizeApiKeySecret(header(event, 'authorization'), { completion: true })
}

/**
 * The preflight answer. It cannot know the key (browsers send no custom header values with a preflight), so it
 * allows the asking Origin to try; the call itself is then refused unless the key allows that Origin.
 */
export function answerPreflight(event: APIGatewayProxyEventV2, reply: ReplyControls): Promise<null> {
  const origin = header(event, 'origin')
  if (origin) {
    reply.setHeader('access-control-allow-origin', origin)
    reply.setHeader('access-control-allow-methods', 'GET, POST, PUT, OPTIONS')
    reply.setHeader('access-control-allow-headers', allowedHeaders)
    reply.setHeader('access-control-max-age', '600')
  }
  reply.setHeader('vary', 'Origin')
  return Promise.resolve(null)
}

/** True when the caller asked for server-sent events (`Accept: text/event-stream`). */
export function wantsEventStream(event: APIGatewayProxyEventV2): boolean {
  return (header(event, 'accept') ?? '').includes('text/event-stream')
}

/**
 * Answers as server-sent events when they were asked for, built from the pieces the provider streamed (collected
 * as they arrive); the data is returned either way. HTTP APIs deliver a Lambda's answer whole, so the events
 * arrive together (ADR 0011).
 */
export async function answerMaybeStreaming<T>(
  event: APIGatewayProxyEventV2,
  reply: ReplyControls,
  answer: (onContent?: (text: string) => void) => Promise<T>,
  toEvents: (value: T, streamed: readonly string[]) => string,
  streaming = wantsEventStream(event),
): Promise<T> {
  const streamed: string[] = []
  const value = await answer(streaming ? (text) => streamed.push(text) : undefined)
  if (streaming) reply.replaceBody('text/event-stream; charset=utf-8', toEvents(value, streamed))
  return value
}

/** Answers an HTML page with its own headers (the keyed chat page's frame-ancestors policy) instead of JSON. */
export async function answerPage(
  reply: ReplyControls,
  page: Promise<{ html: string; headers: Record<string, string> }>,
): Promise<null> {
  const { html, headers } = await page
  for (const [name, value] of Object.entries(headers)) reply.setHeader(name, value)
  reply.replaceBody('text/html; charset=utf-8', html)
  return null
}
