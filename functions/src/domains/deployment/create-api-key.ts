import { type createApiKeyRequestSchema, deploymentMessages } from '@platform/shared/contracts/deployment'
import type * as z from 'zod'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { freezeVersion, recordTimelineEvent, requireVersion } from '../projects/index.ts'
import { requireModel } from '../training/index.ts'
import { toApiKey } from './api-key-records.ts'
import { deriveSecret, hashSecret, newEmbedId, newSecretSalt, secretHintOf } from './api-key-secrets.ts'
import { requireSystemPromptInVersion } from './require-system-prompt.ts'

/**
 * `POST /models/api-keys`: puts a ready model of the version behind a new key. Answers the secret once; the
 * version freezes, so what is live keeps matching the content it was trained on.
 *
 * @example
 * const { apiKey, secret } = await createApiKey(key, { modelId, name: 'Website', allowedDomains: ['example.com'] }, userId)
 */
export async function createApiKey(
  key: VersionKey,
  input: z.output<typeof createApiKeyRequestSchema>,
  actorId: string,
) {
  await requireVersion(key)
  const model = await requireModel(key, input.modelId)
  if (model.status !== 'ready')
    throw new AppError('VALIDATION_FAILED', { message: 'This model is no longer available.' })
  if (input.systemPromptId) await requireSystemPromptInVersion(key, input.systemPromptId)
  const embedId = newEmbedId()
  const salt = newSecretSalt()
  const secret = deriveSecret(embedId, salt)
  const { data } = await db()
    .entities.apiKey.create({
      embedId,
      organizationId: key.organizationId,
      projectId: key.projectId,
      versionId: key.versionId,
      name: input.name,
      modelId: model.modelId,
      ragEnabled: input.ragEnabled,
      allowedDomains: [...new Set(input.allowedDomains)],
      ...(input.systemPromptId ? { systemPromptId: input.systemPromptId } : {}),
      identityVerification: input.identityVerification,
      secretHash: hashSecret(secret),
      secretSalt: salt,
      secretHint: secretHintOf(secret),
      createdBy: actorId,
    })
    .go()
  await freezeVersion(key, `API key "${input.name}" serves a model trained on this version`, { actorId })
  await recordTimelineEvent(key, {
    type: 'apiKey.created',
    summary: `API key "${input.name}" created for ${model.modelId}`,
    details: { keyId: embedId, modelId: model.modelId },
    actorId,
  })
  return { apiKey: toApiKey(data), secret, message: deploymentMessages.keyGenerated }
}
