import type { ApiKeyRecord } from './api-key-records.ts'
import { withCallLog } from './deployment-log.ts'

/** `GET /api/embed/v1/openai/models`: OpenAI's model list, holding the one model the key answers with. */
export function listOpenAiModels(apiKey: ApiKeyRecord) {
  return withCallLog(apiKey, { call: 'models' }, async () => ({
    object: 'list' as const,
    data: [
      {
        id: apiKey.modelId,
        object: 'model' as const,
        created: Math.floor(Date.parse(apiKey.createdAt) / 1000),
        owned_by: apiKey.organizationId,
      },
    ],
  }))
}
