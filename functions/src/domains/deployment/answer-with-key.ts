import type { PlaygroundMessage } from '@platform/shared/contracts/models'
import {
  type AnsweredReply,
  type AnsweringReads,
  sendPlaygroundMessage,
  startAnsweringReads,
} from '../playground/index.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import { versionKeyOf } from './chat-records.ts'

/** What answering through the key reads (its model, its system prompt, its RAG setting...), started now. */
export function startReadsWithKey(apiKey: ApiKeyRecord, options: { suggestActions: boolean }): AnsweringReads {
  return startAnsweringReads(versionKeyOf(apiKey), settingsOf(apiKey, options.suggestActions), { metered: true })
}

function settingsOf(apiKey: ApiKeyRecord, suggestActions: boolean) {
  return {
    modelId: apiKey.modelId,
    systemPromptId: apiKey.systemPromptId || null,
    useRag: apiKey.ragEnabled,
    suggestActions,
  }
}

/**
 * Asks the key's model through the playground's answering path, with the key's settings: its system prompt, its
 * RAG switch, and only the agent functions the caller can run (all of the version's when it does not say).
 */
export function answerWithKey(
  apiKey: ApiKeyRecord,
  messages: PlaygroundMessage[],
  options: {
    functionNames?: readonly string[]
    suggestActions: boolean
    onContent?: (text: string) => void
    /** Started with `startReadsWithKey` and the same `suggestActions`. */
    reads: AnsweringReads
  },
): Promise<AnsweredReply> {
  return sendPlaygroundMessage(
    versionKeyOf(apiKey),
    { ...settingsOf(apiKey, options.suggestActions), messages },
    // Admitted by `admitCall`, which took the message's monthly count; the caller writes its charge.
    { functionNames: options.functionNames, onContent: options.onContent, reads: options.reads, admitted: true },
  )
}
