import { deploymentMessages } from '@platform/shared/contracts/deployment'
import type { VersionKey } from '../../data/version-scope.ts'
import { toApiKey, updateApiKeySettings } from './api-key-records.ts'
import { requireSystemPromptInVersion } from './require-system-prompt.ts'

/** `PUT /models/api-keys/{keyId}/system-prompt` (spec section 5): one of the version's prompts; empty clears it. */
export async function setApiKeySystemPrompt(key: VersionKey & { keyId: string }, systemPromptId: string) {
  const trimmed = systemPromptId.trim()
  if (trimmed) await requireSystemPromptInVersion(key, trimmed)
  const record = await updateApiKeySettings(key, key.keyId, { systemPromptId: trimmed })
  return {
    apiKey: toApiKey(record),
    message: trimmed ? deploymentMessages.systemPromptSet : deploymentMessages.systemPromptCleared,
  }
}
