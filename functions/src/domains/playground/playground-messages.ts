import type { PlaygroundMessage, RagPassage, ToolCall } from '@platform/shared/contracts/models'
import type { ChatMessage, ToolCall as ProviderToolCall } from '../../models/provider.ts'

/** The playground's messages (spec section 3 "Chat message": camelCase) in the provider's (OpenAI's) shapes. */
export function toProviderMessages(messages: readonly PlaygroundMessage[]): ChatMessage[] {
  return messages.map((message): ChatMessage => {
    if (message.role === 'user') return { role: 'user', content: message.content }
    if (message.role === 'tool') return { role: 'tool', content: message.content, tool_call_id: message.toolCallId }
    const toolCalls = (message.toolCalls ?? []).map((call) => ({
      id: call.id,
      type: 'function' as const,
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    }))
    return { role: 'assistant', content: message.content, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) }
  })
}

/** A provider's tool call with its arguments parsed; arguments that are not a JSON object become `{}`. */
export function fromProviderToolCall(call: ProviderToolCall): ToolCall {
  let parsed: unknown
  try {
    parsed = JSON.parse(call.function.arguments || '{}')
  } catch {
    parsed = undefined
  }
  const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
  return { id: call.id, name: call.function.name, arguments: isObject ? (parsed as Record<string, unknown>) : {} }
}

/**
 * The system message that carries retrieved passages: one passage per line in a `<context>` block, which any
 * model reads as reference material and the local engine searches sentence by sentence. Titles are left out:
 * a knowledge passage's title is its question, which must never come back as an answer.
 */
export function ragSystemMessage(passages: readonly RagPassage[]): string {
  const lines = passages.map((passage) => `- ${passage.text.replace(/\s+/g, ' ').trim()}`)
  return [ragInstructions, '<context>', ...lines, '</context>'].join('\n')
}

/** The instruction before the passages: instruction text, kept private like the system prompt. */
export const ragInstructions =
  'Answer using the passages below when they answer the question. If they do not, say that you do not know.'

/** The last thing the person asked: what retrieval and suggestions are about. */
export function lastUserQuestion(messages: readonly PlaygroundMessage[]): string | undefined {
  return messages.findLast((message) => message.role === 'user')?.content
}
