import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { type ChatReply, respondToChat, type ToolChoice } from '@platform/functions/models/local-engine/respond-to-chat'
import type { RetrievalModel } from '@platform/functions/models/local-engine/retrieval-model'
import type { EmbeddingCache } from '@platform/functions/models/local-engine/sentence-encoder'
import { countTokens } from 'gpt-tokenizer'
import * as z from 'zod'
import { EngineError } from './engine-error.ts'
import { sendJson } from './http-io.ts'

const textContentSchema = z
  .union([
    z.string(),
    z.array(z.object({ type: z.string(), text: z.string().optional() }).loose()).transform((parts) =>
      parts
        .filter((part) => part.type === 'text')
        .map((part) => part.text ?? '')
        .join('\n'),
    ),
  ])
  .nullish()

export const chatCompletionRequestSchema = z
  .object({
    model: z.string().min(1),
    messages: z
      .array(
        z
          .object({
            role: z.enum(['system', 'developer', 'user', 'assistant', 'tool', 'function']),
            content: textContentSchema,
          })
          .loose(),
      )
      .min(1),
    tools: z
      .array(
        z.object({
          type: z.literal('function'),
          function: z.object({
            name: z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/),
            description: z.string().optional(),
            parameters: z.record(z.string(), z.unknown()).optional(),
          }),
        }),
      )
      .optional(),
    tool_choice: z
      .union([
        z.enum(['auto', 'none', 'required']),
        z.object({ type: z.literal('function'), function: z.object({ name: z.string() }) }),
      ])
      .optional(),
    stream: z.boolean().nullish(),
    stream_options: z.object({ include_usage: z.boolean().optional() }).loose().nullish(),
    temperature: z.number().min(0).max(2).nullish(),
    n: z.number().int().min(1).max(1).nullish(),
  })
  .loose()

export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>

/**
 * `POST /v1/chat/completions`: turns the OpenAI request into a chat turn for the engine's responder and its
 * reply into a `chat.completion`, or into `chat.completion.chunk` server-sent events when `stream` is set.
 */
export async function completeChat(
  request: ChatCompletionRequest,
  model: RetrievalModel | undefined,
  options: { fallbackAnswer: string; cache: EmbeddingCache },
  response: ServerResponse,
): Promise<void> {
  const tools = (request.tools ?? []).map((tool) => tool.function)
  const toolChoice: ToolChoice =
    typeof request.tool_choice === 'object'
      ? { name: request.tool_choice.function.name }
      : (request.tool_choice ?? 'auto')
  if (typeof toolChoice === 'object' && !tools.some((tool) => tool.name === toolChoice.name)) {
    throw new EngineError(400, `Tool choice '${toolChoice.name}' is not one of the tools given.`, null, 'tool_choice')
  }
  if (toolChoice === 'required' && tools.length === 0) {
    throw new EngineError(400, "tool_choice 'required' needs at least one tool.", null, 'tool_choice')
  }
  const messages = request.messages
  const last = messages.at(-1)
  const lastUser = messages.findLast((message) => message.role === 'user')
  const reply = await respondToChat({
    question: lastUser?.content ?? undefined,
    systemText: messages
      .filter((message) => message.role === 'system' || message.role === 'developer')
      .map((message) => message.content ?? '')
      .join('\n'),
    toolResult: last?.role === 'tool' || last?.role === 'function' ? (last.content ?? '') : undefined,
    tools,
    toolChoice,
    model,
    fallbackAnswer: options.fallbackAnswer,
    cache: options.cache,
  })

  const id = `chatcmpl-${randomBytes(12).toString('base64url')}`
  const created = Math.floor(Date.now() / 1000)
  const promptTokens = messages.reduce((total, message) => total + countTokens(message.content ?? '') + 4, 2)
  const toolCall =
    reply.kind === 'tool_call'
      ? {
          id: `call_${randomBytes(12).toString('base64url')}`,
          type: 'function' as const,
          function: { name: reply.name, arguments: JSON.stringify(reply.arguments) },
        }
      : undefined
  const completionText = reply.kind === 'message' ? reply.content : (toolCall?.function.arguments ?? '')
  const completionTokens = countTokens(completionText)
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  }
  const finishReason = reply.kind === 'tool_call' ? 'tool_calls' : 'stop'
  // A field of the engine's own beside OpenAI's: how far above its decline line a learned answer was given.
  const confidence =
    reply.kind === 'message' && reply.shareOfThreshold !== undefined
      ? { answer_confidence: reply.shareOfThreshold }
      : {}

  if (!request.stream) {
    sendJson(response, 200, {
      id,
      object: 'chat.completion',
      created,
      model: request.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply.kind === 'message' ? reply.content : null,
            refusal: null,
            ...(toolCall ? { tool_calls: [toolCall] } : {}),
          },
          logprobs: null,
          finish_reason: finishReason,
        },
      ],
      usage,
      system_fingerprint: replySource(reply),
      ...confidence,
    })
    return
  }

  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  })
  const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    response.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, system_fingerprint: replySource(reply), choices, ...extra })}\n\n`,
    )
  const delta = (value: Record<string, unknown>, finish: string | null = null) => [
    { index: 0, delta: value, logprobs: null, finish_reason: finish },
  ]
  send(delta({ role: 'assistant', content: reply.kind === 'message' ? '' : null, refusal: null }))
  if (toolCall) {
    send(
      delta({
        tool_calls: [
          { index: 0, id: toolCall.id, type: 'function', function: { name: toolCall.function.name, arguments: '' } },
        ],
      }),
    )
    send(delta({ tool_calls: [{ index: 0, function: { arguments: toolCall.function.arguments } }] }))
  } else {
    for (const piece of streamPieces(completionText)) send(delta({ content: piece }))
  }
  send(delta({}, finishReason), confidence)
  if (request.stream_options?.include_usage) send([], { usage })
  response.end('data: [DONE]\n\n')
}

/** A few words per chunk, so clients see a stream as they would from a generative model. */
function streamPieces(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? []
  const pieces: string[] = []
  for (let start = 0; start < words.length; start += 4) pieces.push(words.slice(start, start + 4).join(''))
  return pieces
}

/**
 * OpenAI's `system_fingerprint` identifies the back end configuration behind an answer; the engine uses it to say
 * where the answer came from (knowledge, context, tool result, fallback, tool call), which logs and tests can read.
 */
function replySource(reply: ChatReply): string {
  return reply.kind === 'tool_call' ? 'local-engine:tool-call' : `local-engine:${reply.source.replace(' ', '-')}`
}
