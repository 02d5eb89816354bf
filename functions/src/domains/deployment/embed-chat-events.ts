import type { EmbedChatReply } from '@platform/shared/contracts/deployment'
import { piecesOf, serverSentEvent } from './event-stream.ts'

/**
 * The embed chat reply as server-sent events (`Accept: text/event-stream`): `delta` events carrying the pieces of
 * `assistantMessage` in order (the provider's own pieces as it streamed them, see `piecesOf`), then one `done`
 * event with the whole reply, the plain call's data.
 */
export function toEmbedChatEvents(reply: EmbedChatReply, streamed: readonly string[] = []): string {
  const deltas = piecesOf(reply.assistantMessage, streamed).map((content) => serverSentEvent('delta', { content }))
  return [...deltas, serverSentEvent('done', reply)].join('')
}
