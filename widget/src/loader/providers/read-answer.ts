import { fallbackErrorMessage, sdkErrorMessages } from '@platform/shared/errors'
import { readToolCalls } from '../../protocol/chat.ts'
import type { AssistantTurn } from './chat-provider.ts'

type Fields = Record<string, unknown>
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null

/**
 * Spec section 5: a response must have `success` true, else the error is built from its errors map as
 * `KEY: message` pairs, or "An unexpected error occurred". A proxy may also answer the bare data.
 */
export function unwrapEnvelope(body: unknown): unknown {
  if (!isFields(body) || typeof body.success !== 'boolean') return body
  if (body.success) return body.data
  const errors = isFields(body.errors) ? Object.entries(body.errors) : []
  throw new Error(
    errors.length > 0 ? errors.map(([key, message]) => `${key}: ${message}`).join(', ') : fallbackErrorMessage,
  )
}

/** A failed HTTP answer still carries its errors map; a body that is not JSON becomes "No response received". */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text.trim() === '') throw new Error(sdkErrorMessages.noResponse)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(response.ok ? sdkErrorMessages.noResponse : `HTTP ${response.status}`)
  }
  const data = unwrapEnvelope(body)
  if (!response.ok && data === body) throw new Error(`HTTP ${response.status}`)
  return data
}

/** A list answer (sessions, messages); anything else counts as empty. */
export async function readList(response: Response): Promise<unknown[]> {
  const data = await readJson(response)
  return Array.isArray(data) ? data : []
}

/**
 * The data of a chat answer (spec section 7: `assistantMessage`, `action`, `toolCalls`), as one assistant turn.
 * `assistantMessage` may be the text or a whole message object.
 */
export function readTurn(data: unknown, fallbackSessionId: string | null): AssistantTurn {
  if (!isFields(data)) throw new Error(sdkErrorMessages.noResponse)
  const assistant = isFields(data.assistantMessage) ? data.assistantMessage : { content: data.assistantMessage }
  const { assistantMessage: _text, ...rest } = data
  const message: Fields = { ...rest, ...assistant, role: 'assistant' }
  const toolCalls = readToolCalls(message.toolCalls)
  if (typeof message.content !== 'string') message.content = ''
  if (!message.content && toolCalls.length === 0) throw new Error(sdkErrorMessages.noResponse)
  const sessionId = typeof data.sessionId === 'string' && data.sessionId ? data.sessionId : fallbackSessionId
  return { sessionId, message, toolCalls }
}

export interface ServerSentEvent {
  event: string
  data: string
}

/** Splits a `text/event-stream` body into events as they arrive. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    buffer = (buffer + (value ? decoder.decode(value, { stream: true }) : '')).replace(/\r\n?/g, '\n')
    let boundary = buffer.indexOf('\n\n')
    while (boundary !== -1 || (done && buffer.trim() !== '')) {
      const block = boundary === -1 ? buffer : buffer.slice(0, boundary)
      buffer = boundary === -1 ? '' : buffer.slice(boundary + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        const separator = line.indexOf(':')
        const field = separator === -1 ? line : line.slice(0, separator)
        const content = separator === -1 ? '' : line.slice(separator + 1).replace(/^ /, '')
        if (field === 'event') event = content
        else if (field === 'data') data.push(content)
      }
      if (data.length > 0) yield { event, data: data.join('\n') }
      boundary = buffer.indexOf('\n\n')
    }
    if (done) return
  }
}

/**
 * Reads a chat answer, streamed or not. A stream sends `delta` events with more text (`{"content": "..."}`)
 * and ends with a `done` event holding the whole answer (the plain call's data); an `error` event fails it.
 */
export async function readChatAnswer(
  response: Response,
  fallbackSessionId: string | null,
  onDelta: (text: string) => void,
): Promise<AssistantTurn> {
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('text/event-stream') || !response.body) {
    return readTurn(await readJson(response), fallbackSessionId)
  }
  let turn: AssistantTurn | null = null
  for await (const { event, data } of readServerSentEvents(response.body)) {
    if (data === '[DONE]') continue
    let parsed: unknown = data
    try {
      parsed = JSON.parse(data)
    } catch {
      // A bare text event is a piece of the answer.
    }
    const fields = isFields(parsed) ? parsed : null
    if (event === 'error') {
      if (fields) unwrapEnvelope({ ...fields, success: false })
      throw new Error(data)
    }
    const delta = fields ? (fields.content ?? fields.delta ?? fields.text) : parsed
    if (event === 'delta' || (event === 'message' && typeof delta === 'string' && !fields?.assistantMessage)) {
      if (typeof delta === 'string') onDelta(delta)
      continue
    }
    turn = readTurn(unwrapEnvelope(parsed), fallbackSessionId)
  }
  if (!turn) throw new Error(sdkErrorMessages.noResponse)
  return turn
}
