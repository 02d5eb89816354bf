import { deploymentMessages } from '@platform/shared/contracts/deployment'
import type { VersionKey } from '../../data/version-scope.ts'
import { toApiKey, updateApiKeySettings } from './api-key-records.ts'

/** `PUT /models/api-keys/{keyId}/identity-verification`: whether embed calls must carry a valid `userHash`. */
export async function setApiKeyIdentityVerification(
  key: VersionKey & { keyId: string },
  identityVerification: boolean,
) {
  const record = await updateApiKeySettings(key, key.keyId, { identityVerification })
  return {
    apiKey: toApiKey(record),
    message: identityVerification
      ? deploymentMessages.identityVerificationOn
      : deploymentMessages.identityVerificationOff,
  }
}
