import type { PlaygroundReply, RagPassage, sendPlaygroundMessageRequestSchema } from '@platform/shared/contracts/models'
import { modelKindLabels } from '@platform/shared/contracts/models'
import type * as z from 'zod'
import type { VersionKey } from '../../data/version-scope.ts'
import { collectChatStream } from '../../models/collect-chat-stream.ts'
import type { ChatCompletion, ChatMessage } from '../../models/provider.ts'
import { withCatalogueErrors } from '../../models/provider-errors.ts'
import { modelProvider } from '../../models/provider-registry.ts'
import { AppError } from '../../platform/app-error.ts'
import { countChatMessage, countDayUsage, recordChatCharge } from '../organizations/index.ts'
import { toolDefinitions } from '../training/index.ts'
import { chatCostMicros } from './chat-cost.ts'
import { splitDidYouMean } from './did-you-mean.ts'
import { asksForInstructions, guardStreamedReply, revealsInstructions } from './instruction-privacy.ts'
import {
  fromProviderToolCall,
  lastUserQuestion,
  ragInstructions,
  ragSystemMessage,
  toProviderMessages,
} from './playground-messages.ts'
import { previousUserQuestion, recordPlaygroundAnswer } from './record-playground-answer.ts'
import { retrievePassages } from './retrieve-passages.ts'
import { type AnsweringReads, startAnsweringReads } from './start-answering-reads.ts'
import { suggestActions } from './suggest-actions.ts'

type PlaygroundRequest = z.output<typeof sendPlaygroundMessageRequestSchema>

/** The decline of a model that has no fallback answer of its own (a generative provider's). */
const declineWithoutFallback = "I can't help with that. Ask me about this product instead."

/** How a deployed caller narrows the playground's answering path. */
export interface AnswerOptions {
  /** Offer only the version's agent functions with these names (the ones the caller can run). */
  functionNames?: readonly string[]
  /** Receives the answer's text piece by piece as the provider streams it (the call then asks for a stream). */
  onContent?: (text: string) => void
  /**
   * False when the caller meters the answer itself as other usage (a test run debits each case's tokens as
   * evaluation): the message then neither counts as a chat message nor is debited as one. Default true.
   */
  metered?: boolean
  /** The reads the caller started with its own (`startAnsweringReads`, same request and metering). */
  reads?: AnsweringReads
  /**
   * The caller took the message's monthly count itself, in its admission's one write (`chatMessageCountWrite`), and
   * writes its charge with its own records of the answer (`chatChargeWrite`, figured from the reply's usage).
   */
  admitted?: boolean
  /**
   * The console's own playground: an answer worth a look is recorded for the version's "Improve" inbox
   * (`recordPlaygroundAnswer`), with the person who asked. Deployed callers keep their own records.
   */
  askedBy?: string
}

/** The playground's reply and, for a learned answer, the model's confidence in it (not part of the public reply). */
export type AnsweredReply = PlaygroundReply & { confidence?: number }

/**
 * `POST /models/message`, the playground: asks the trained model (through the configured provider) to answer
 * the conversation, with the chosen system prompt, the version's agent functions as tools and, with `useRag`,
 * passages retrieved from the model's index in a system message. Suggested actions come from the version's
 * pages, actions and workflows that match the question and the answer. Provider failures answer catalogue
 * errors (see provider-errors.ts). The embed service and the OpenAI-compatible endpoint answer through this same
 * path, offering only the functions their caller can run. Every answered message is metered here, once for all
 * three: it counts against the plan's monthly chat messages (PLAN_LIMIT_REACHED), needs credits
 * (CREDITS_EXHAUSTED) and is debited by its tokens afterwards (a ledger entry the table's stream consumer settles;
 * a caller that writes records of its own takes the count and writes the entry with them: `admitted`).
 *
 * @example
 * const messages = [{ role: 'user', content: 'Where is my parcel?' }]
 * await sendPlaygroundMessage(key, { modelId, messages, suggestActions: true, useRag: true })
 */
export async function sendPlaygroundMessage(
  key: VersionKey,
  input: PlaygroundRequest,
  options: AnswerOptions = {},
): Promise<AnsweredReply> {
  const metered = options.metered !== false
  // Everything is read up front, in one batch and one query, then checked in the order the rules go.
  const reads = options.reads ?? startAnsweringReads(key, input, { metered })
  const [, credits] = await Promise.all([reads.version, reads.credits()])
  if (credits <= 0) throw new AppError('CREDITS_EXHAUSTED')
  const model = await reads.model
  if (model.status !== 'ready')
    throw new AppError('VALIDATION_FAILED', { message: 'This model is no longer available.' })
  const admitted = options.admitted === true
  if (metered && !admitted) await countChatMessage(key.organizationId, await reads.organization)
  let dayCounted = !metered
  try {
    const provider = modelProvider()
    const question = lastUserQuestion(input.messages)
    const [systemPrompt, versionContent, passages] = await Promise.all([
      reads.systemPrompt,
      reads.content,
      input.useRag && question
        ? withCatalogueErrors(async () =>
            retrievePassages({
              indexKey: model.ragIndexKey ?? (await reads.ragSetting)?.indexKey,
              question,
              previousRagData: input.previousRagData,
              provider,
            }),
          )
        : Promise.resolve([] as RagPassage[]),
    ])
    const { functions } = versionContent
    if (input.systemPromptId && !systemPrompt) {
      throw new AppError('NOT_FOUND', { message: 'This system prompt does not exist in the version.' })
    }
    const messages: ChatMessage[] = [
      ...(systemPrompt ? [{ role: 'system' as const, content: systemPrompt.content }] : []),
      ...(passages.length > 0 ? [{ role: 'system' as const, content: ragSystemMessage(passages) }] : []),
      ...toProviderMessages(input.messages),
    ]
    const callable = options.functionNames ? new Set(options.functionNames) : undefined
    const tools = toolDefinitions(callable ? functions.filter((item) => callable.has(item.name)) : functions)
    const request = {
      model: model.providerModelId,
      messages,
      ...(tools.length > 0 && provider.capabilities(model.providerModelId).supportsTools ? { tools } : {}),
    }
    // Instructions stay private on every provider path: a question asking for them is declined without asking
    // the model, and a reply that repeats one of their sentences is replaced by the decline before it leaves.
    const decline = model.fallbackAnswer ?? declineWithoutFallback
    const reveals = revealsInstructions([systemPrompt?.content ?? '', passages.length > 0 ? ragInstructions : ''])
    const askedForInstructions = question !== undefined && asksForInstructions(question)
    const { onContent } = options
    const guard = onContent ? guardStreamedReply(onContent, reveals, decline) : undefined
    const completion: ChatCompletion = askedForInstructions
      ? { id: '', model: model.providerModelId, message: { role: 'assistant', content: decline }, finishReason: 'stop' }
      : await withCatalogueErrors(async () =>
          guard
            ? collectChatStream(await provider.chat({ ...request, stream: true }), guard.push)
            : provider.chat(request),
        )
    if (askedForInstructions) onContent?.(decline)
    const revealed = !askedForInstructions && (guard ? guard.finish() : reveals(completion.message.content ?? ''))
    if (revealed) completion.message = { ...completion.message, content: decline }
    const tokens = completion.usage?.totalTokens ?? 0
    const toolCalls = (completion.message.tool_calls ?? []).map(fromProviderToolCall)
    const text = completion.message.content?.trim() ?? ''
    // A local model's decline is its fallback answer, possibly followed by "Did you mean" questions.
    const declined =
      askedForInstructions || revealed || (model.fallbackAnswer ? text.startsWith(model.fallbackAnswer) : false)
    const answered = toolCalls.length > 0 || (text !== '' && !declined)
    const confidence = answered && toolCalls.length === 0 ? completion.answerConfidence : undefined
    // The ledger entry counts the day once written (a failed write is not counted again below).
    if (metered) dayCounted = true
    // The ledger entry and the inbox's record are independent writes, made side by side after the answer.
    await Promise.all([
      options.askedBy && question
        ? recordPlaygroundAnswer(key, {
            modelId: model.modelId,
            askedBy: options.askedBy,
            question,
            previousQuestion: previousUserQuestion(input.messages),
            declined: !answered,
            confidence,
          })
        : undefined,
      // One new ledger entry, nothing organization-wide: the stream consumer takes it into the balance and the
      // day's cost and count (ADR 0028). An admitted caller writes it with its own records.
      metered && !admitted
        ? recordChatCharge(key.organizationId, { micros: chatCostMicros(tokens), reference: model.modelId })
        : undefined,
    ])
    // The questions travel as data; the message keeps the answer alone.
    const { answer, suggestions } = declined ? splitDidYouMean(text) : { answer: text, suggestions: [] }
    const content = declined ? answer : completion.message.content
    const suggestedActions =
      input.suggestActions && question
        ? suggestActions({
            question,
            answer: answered && toolCalls.length === 0 ? text : '',
            ...suggestable(versionContent),
          })
        : []
    const labels = modelKindLabels[model.kind]
    return {
      message: { role: 'assistant', content, toolCalls, suggestedActions, createdAt: new Date().toISOString() },
      toolCalls,
      suggestedActions,
      suggestions,
      ragPassages: passages,
      ragData: input.useRag && question ? { query: question, passages } : null,
      answered,
      finishReason: completion.finishReason,
      model: { id: model.modelId, kind: model.kind, label: labels.label },
      usage: completion.usage ?? null,
      ...(confidence !== undefined ? { confidence } : {}),
    }
  } catch (error) {
    // A counted message that failed before its debit still counts on the day, as on the month.
    if (!dayCounted) await countDayUsage(key.organizationId, { chatMessages: 1 })
    throw error
  }
}

function suggestable({ pages, actions, workflows }: Awaited<AnsweringReads['content']>) {
  return { pages, actions, workflows }
}
