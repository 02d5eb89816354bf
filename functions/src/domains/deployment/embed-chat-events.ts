import type { EmbedChatReply } from '@platform/shared/contracts/deployment'
import { serverSentEvent, streamPieces } from './event-stream.ts'

/**
 * The embed chat reply as server-sent events (`Accept: text/event-stream`): `delta` events carrying word-sized
 * pieces of `assistantMessage` in order, then one `done` event with the whole reply, the plain call's data.
 */
export function toEmbedChatEvents(reply: EmbedChatReply): string {
  const deltas = streamPieces(reply.assistantMessage).map((content) => serverSentEvent('delta', { content }))
  return [...deltas, serverSentEvent('done', reply)].join('')
}
