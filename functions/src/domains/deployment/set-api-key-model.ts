import { deploymentMessages } from '@platform/shared/contracts/deployment'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { requireModel } from '../training/index.ts'
import { toApiKey, updateApiKeySettings } from './api-key-records.ts'

/** `PUT /models/api-keys/{keyId}/model`: answers with another ready model of the version from the next call on. */
export async function setApiKeyModel(key: VersionKey & { keyId: string }, modelId: string) {
  const model = await requireModel(key, modelId)
  if (model.status !== 'ready')
    throw new AppError('VALIDATION_FAILED', { message: 'This model is no longer available.' })
  const record = await updateApiKeySettings(key, key.keyId, { modelId: model.modelId })
  return { apiKey: toApiKey(record), message: deploymentMessages.modelChanged }
}
