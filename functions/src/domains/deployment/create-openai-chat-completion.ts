import { randomBytes } from 'node:crypto'
import type { OpenAiChatCompletion, openAiChatCompletionRequestSchema } from '@platform/shared/contracts/deployment'
import type { PlaygroundMessage } from '@platform/shared/contracts/models'
import { exceedsJsonDepth } from '@platform/shared/text-safety'
import type * as z from 'zod'
import { writeTogether } from '../../data/write-together.ts'
import { AppError } from '../../platform/app-error.ts'
import { admitCall } from './admit-call.ts'
import { answerForInbox } from './answer-for-inbox.ts'
import { answerWithKey, startReadsWithKey } from './answer-with-key.ts'
import type { SecretCaller } from './authorize-api-key-secret.ts'
import { chargeWrite, meterChat } from './charge-chat.ts'
import { callLogWrite, withCallLog } from './deployment-log.ts'
import { piecesOf, serverSentEvent } from './event-stream.ts'
import { prefetchedReadsFor } from './prefetch-embed-chat.ts'
import type { StreamingOptions } from './send-embed-chat.ts'

type CompletionRequest = z.output<typeof openAiChatCompletionRequestSchema>

/**
 * `POST /api/embed/v1/openai/chat/completions`: OpenAI's chat completions, answered by the key's model through the
 * playground's path with the key's system prompt, RAG switch and the version's agent functions, so any OpenAI
 * client or tool can talk to a deployed assistant. The key decides the model and the system prompt: `model` is
 * accepted and ignored, and the caller's system messages are left out. Stateless: nothing is kept but the log,
 * the counters and the ledger entry.
 *
 * @example
 * const openai = new OpenAI({ baseURL: 'https://…/api/embed/v1/openai', apiKey: secret })
 * await openai.chat.completions.create({ model: 'assistant', messages: [{ role: 'user', content: 'Hi' }] })
 */
export function createOpenAiChatCompletion(
  caller: SecretCaller,
  input: CompletionRequest,
  options: StreamingOptions = {},
): Promise<OpenAiChatCompletion> {
  const { apiKey } = caller
  const started = performance.now()
  const details = { call: 'openai' as const, ...(input.user ? { identifier: input.user } : {}) }
  return withCallLog(apiKey, details, async (note) => {
    // Round trip 1: the answering reads (one batch), started with the key's own get when this function knew the
    // key (`prefetchCompletion`), otherwise now. Round trip 2: admission (one transaction). Two before the model.
    const reads = prefetchedReadsFor(caller.prefetch, apiKey) ?? startReadsWithKey(apiKey, { suggestActions: false })
    const messages = toPlaygroundMessages(input.messages)
    if (!messages.some((message) => message.role === 'user')) {
      throw new AppError('VALIDATION_FAILED', { message: 'messages: Send at least one user message.' })
    }
    await admitCall(apiKey, reads, { countsMessage: true })
    const reply = await answerWithKey(apiKey, messages, { suggestActions: false, onContent: options.onContent, reads })
    const charge = meterChat(reply.usage)
    // One write after: the ledger entry and the log entry; the stream derives the rest (ADR 0028).
    await writeTogether([
      chargeWrite(apiKey, charge),
      callLogWrite(
        apiKey,
        {
          ...details,
          charge,
          answer: answerForInbox(messages, reply),
          durationMilliseconds: performance.now() - started,
        },
        { answered: true },
      ),
    ])
    note({ charge, logWritten: true })
    const toolCalls = reply.toolCalls.map((call) => ({
      id: call.id,
      type: 'function' as const,
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    }))
    return {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: apiKey.modelId,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply.message.content,
            ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
            refusal: null,
          },
          finish_reason: reply.finishReason,
          logprobs: null,
        },
      ],
      usage: {
        prompt_tokens: reply.usage?.promptTokens ?? 0,
        completion_tokens: reply.usage?.completionTokens ?? 0,
        total_tokens: reply.usage?.totalTokens ?? 0,
      },
    }
  })
}

/**
 * The completion as OpenAI's stream: `chat.completion.chunk` events (the role, then the content in the pieces the
 * provider streamed, or word-sized pieces when it did not, then tool calls whole, then the finish reason and
 * usage) and `data: [DONE]`.
 */
export function toCompletionChunks(completion: OpenAiChatCompletion, streamed: readonly string[] = []): string {
  const choice = completion.choices[0]
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null, extra = {}) =>
    serverSentEvent(undefined, {
      id: completion.id,
      object: 'chat.completion.chunk',
      created: completion.created,
      model: completion.model,
      choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
      ...extra,
    })
  const events = [chunk({ role: 'assistant', content: '' })]
  for (const piece of piecesOf(choice?.message.content ?? '', streamed)) events.push(chunk({ content: piece }))
  const toolCalls = choice?.message.tool_calls ?? []
  if (toolCalls.length > 0) {
    events.push(chunk({ tool_calls: toolCalls.map((call, index) => ({ index, ...call })) }))
  }
  events.push(chunk({}, choice?.finish_reason ?? 'stop', { usage: completion.usage }))
  events.push(serverSentEvent(undefined, '[DONE]'))
  return events.join('')
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .map((part) => (part && typeof part === 'object' && 'text' in part ? String((part as { text: unknown }).text) : ''))
    .join('')
}

function toPlaygroundMessages(messages: CompletionRequest['messages']): PlaygroundMessage[] {
  const conversation: PlaygroundMessage[] = []
  for (const message of messages) {
    if (message.role === 'user') {
      const content = textOf(message.content).trim()
      if (content) conversation.push({ role: 'user', content: content.slice(0, 8000) })
    } else if (message.role === 'assistant') {
      const toolCalls = (message.tool_calls ?? []).map((call) => ({
        id: call.id,
        name: call.function.name,
        arguments: parseArguments(call.function.arguments),
      }))
      conversation.push({ role: 'assistant', content: textOf(message.content) || null, toolCalls })
    } else if (message.role === 'tool') {
      conversation.push({ role: 'tool', content: textOf(message.content), toolCallId: message.tool_call_id })
    }
  }
  return conversation
}

function parseArguments(text: string): Record<string, unknown> {
  // JSON inside a string escapes the body's nesting limit; 5,000 levels overflow JSON.stringify further on (a 500).
  if (exceedsJsonDepth(text)) return {}
  try {
    const parsed: unknown = JSON.parse(text || '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
