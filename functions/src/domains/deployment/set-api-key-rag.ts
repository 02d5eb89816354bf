import { deploymentMessages } from '@platform/shared/contracts/deployment'
import type { VersionKey } from '../../data/version-scope.ts'
import { toApiKey, updateApiKeySettings } from './api-key-records.ts'

/** `PUT /models/api-keys/{keyId}/rag`: whether answers through this key use retrieved passages. */
export async function setApiKeyRag(key: VersionKey & { keyId: string }, ragEnabled: boolean) {
  const record = await updateApiKeySettings(key, key.keyId, { ragEnabled })
  return {
    apiKey: toApiKey(record),
    message: ragEnabled ? deploymentMessages.ragEnabled : deploymentMessages.ragDisabled,
  }
}
