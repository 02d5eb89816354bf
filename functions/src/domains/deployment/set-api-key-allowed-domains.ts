import { deploymentMessages } from '@platform/shared/contracts/deployment'
import type { VersionKey } from '../../data/version-scope.ts'
import { toApiKey, updateApiKeySettings } from './api-key-records.ts'

/** `PUT /models/api-keys/{keyId}/allowed-domains`: the sites whose pages may use the key (checked on every call). */
export async function setApiKeyAllowedDomains(key: VersionKey & { keyId: string }, allowedDomains: string[]) {
  const record = await updateApiKeySettings(key, key.keyId, { allowedDomains: [...new Set(allowedDomains)] })
  return { apiKey: toApiKey(record), message: deploymentMessages.domainsUpdated }
}
