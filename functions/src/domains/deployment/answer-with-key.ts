import type { PlaygroundMessage, PlaygroundReply } from '@platform/shared/contracts/models'
import { sendPlaygroundMessage } from '../playground/index.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import { versionKeyOf } from './chat-records.ts'

/**
 * Asks the key's model through the playground's answering path, with the key's settings: its system prompt, its
 * RAG switch, and only the agent functions the caller can run (all of the version's when it does not say).
 */
export function answerWithKey(
  apiKey: ApiKeyRecord,
  messages: PlaygroundMessage[],
  options: { functionNames?: readonly string[]; suggestActions: boolean; onContent?: (text: string) => void },
): Promise<PlaygroundReply> {
  return sendPlaygroundMessage(
    versionKeyOf(apiKey),
    {
      modelId: apiKey.modelId,
      messages,
      systemPromptId: apiKey.systemPromptId || null,
      useRag: apiKey.ragEnabled,
      suggestActions: options.suggestActions,
    },
    { functionNames: options.functionNames, onContent: options.onContent },
  )
}
