import type { ChatCompletion, ChatDelta, ToolCall } from './provider.ts'

/**
 * Reads a provider's streamed chat answer into the completion the non-streaming call returns, handing each piece
 * of text to `onContent` as it arrives, so a caller can build its own stream from the provider's rather than
 * cutting up the finished reply. Tool call pieces are joined by their `index`.
 *
 * @example
 * const completion = await collectChatStream(await provider.chat({ messages, stream: true }), (text) => send(text))
 */
export async function collectChatStream(
  deltas: AsyncIterable<ChatDelta>,
  onContent: (text: string) => void,
): Promise<ChatCompletion> {
  let content = ''
  let finishReason: ChatCompletion['finishReason'] = 'stop'
  let usage: ChatCompletion['usage']
  let answerConfidence: number | undefined
  const calls: { id: string; name: string; arguments: string }[] = []
  for await (const delta of deltas) {
    if (delta.content) {
      content += delta.content
      onContent(delta.content)
    }
    for (const piece of delta.toolCalls ?? []) {
      const call = calls[piece.index] ?? { id: '', name: '', arguments: '' }
      calls[piece.index] = call
      if (piece.id) call.id = piece.id
      if (piece.name) call.name += piece.name
      if (piece.arguments) call.arguments += piece.arguments
    }
    if (delta.finishReason) finishReason = delta.finishReason
    if (delta.usage) usage = delta.usage
    if (delta.answerConfidence !== undefined) answerConfidence = delta.answerConfidence
  }
  const toolCalls: ToolCall[] = calls
    .filter((call) => call.id && call.name)
    .map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }))
  return {
    id: '',
    model: '',
    message: {
      role: 'assistant',
      content: content === '' && toolCalls.length > 0 ? null : content,
      ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
    },
    finishReason,
    ...(usage ? { usage } : {}),
    ...(answerConfidence !== undefined ? { answerConfidence } : {}),
  }
}
