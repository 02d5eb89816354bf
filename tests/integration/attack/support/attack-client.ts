import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { errorCatalogue } from '@platform/shared/errors'
import type { RouteDefinition } from '@platform/shared/routes'

/** One request of the attack suite: any method, path, query, body bytes and headers, cookies sent as given. */
export interface AttackRequest {
  method: string
  path: string
  query?: Record<string, string>
  /** JSON-encoded unless `rawBody` is set. */
  body?: unknown
  rawBody?: string | Uint8Array
  headers?: Record<string, string>
  cookie?: string
}

export interface AttackAnswer {
  status: number
  text: string
  body: unknown
  /** Why the answer breaks the spec's envelope (section 5), if it does. */
  envelopeProblem?: string
  errorCodes: string[]
}

/**
 * The spec's envelope for a refusal: `{success:false, errors:{CODE: message}}` with codes from the catalogue, the
 * catalogue's status for the first code, and a message for each.
 */
export function envelopeProblemOf(status: number, body: unknown, route?: RouteDefinition): string | undefined {
  if (status < 400)
    return route?.envelope === false || (body as { success?: unknown })?.success === true
      ? undefined
      : 'a success without `success: true`'
  if (route?.errorFormat === 'openAi') return openAiErrorProblemOf(status, body)
  const errors = (body as { success?: unknown; errors?: unknown })?.errors
  if ((body as { success?: unknown })?.success !== false || typeof errors !== 'object' || errors === null)
    return `status ${status} without the error envelope`
  const entries = Object.entries(errors as Record<string, unknown>)
  if (entries.length === 0) return 'an error envelope with no error'
  for (const [code, message] of entries) {
    const known = errorCatalogue[code as keyof typeof errorCatalogue]
    if (!known) return `an error code outside the catalogue: ${code}`
    if (typeof message !== 'string' || message.length === 0) return `${code} without a message`
  }
  const first = errorCatalogue[entries[0]?.[0] as keyof typeof errorCatalogue]
  if (first.status !== status) return `${entries[0]?.[0]} answered with ${status}, the catalogue says ${first.status}`
  return undefined
}

/** The OpenAI-compatible routes refuse as OpenAI does: `{error:{message,type,code,param}}`, code from the catalogue. */
function openAiErrorProblemOf(status: number, body: unknown): string | undefined {
  const error = (body as { error?: { message?: unknown; type?: unknown; code?: unknown } })?.error
  if (typeof error !== 'object' || error === null) return `status ${status} without OpenAI's error object`
  const code = typeof error.code === 'string' ? error.code.toUpperCase() : ''
  const known = errorCatalogue[code as keyof typeof errorCatalogue]
  if (!known) return `an error code outside the catalogue: ${String(error.code)}`
  if (typeof error.message !== 'string' || error.message.length === 0) return `${code} without a message`
  if (typeof error.type !== 'string' || error.type.length === 0) return `${code} without a type`
  if (known.status !== status) return `${code} answered with ${status}, the catalogue says ${known.status}`
  return undefined
}

export async function send(apiUrl: string, request: AttackRequest, route?: RouteDefinition): Promise<AttackAnswer> {
  const search = request.query ? `?${new URLSearchParams(request.query)}` : ''
  const hasBody = request.rawBody !== undefined || request.body !== undefined
  const response = await fetch(`${apiUrl}${request.path}${search}`, {
    method: request.method,
    headers: {
      ...(hasBody && request.rawBody === undefined ? { 'content-type': 'application/json' } : {}),
      ...(request.cookie ? { cookie: request.cookie } : {}),
      ...request.headers,
    },
    body: request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
  })
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const openAiCode = (body as { error?: { code?: unknown } } | undefined)?.error?.code
  const errorCodes =
    body && typeof body === 'object' && (body as { success?: boolean }).success === false
      ? Object.keys((body as { errors?: object }).errors ?? {})
      : route?.errorFormat === 'openAi' && typeof openAiCode === 'string'
        ? [openAiCode.toUpperCase()]
        : []
  // Server-sent events and CORS preflights answer without a JSON body by design; their errors still use it.
  const plainSuccess = response.status < 400 && body === undefined
  return {
    status: response.status,
    text,
    body,
    errorCodes,
    envelopeProblem: plainSuccess ? undefined : envelopeProblemOf(response.status, body, route),
  }
}

export const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')

/**
 * Figures a part of the suite counted, printed at its end and written to `.test-results/attack/<part>.json`, where
 * `npm run reliability` collects them into docs/reliability.md.
 */
export function reportFigures(part: string, figures: Record<string, number | string>): void {
  const folder = join(process.cwd(), '.test-results', 'attack')
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, `${part}.json`), `${JSON.stringify({ part, ...figures }, null, 2)}\n`)
  const line = Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ')
  process.stdout.write(`\nattack suite, ${part}: ${line}\n`)
}
