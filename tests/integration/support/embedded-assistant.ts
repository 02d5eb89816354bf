import type { ApiKey, EmbedChatReply } from '@platform/shared/contracts/deployment'
import type { Model } from '@platform/shared/contracts/models'
import type { Training } from '@platform/shared/contracts/training'
import { expect } from 'vitest'
import { type Client, waitForTraining } from './workspace.ts'

/** A version's assistant trained on Q&A pairs and deployed behind an embed key: what an end user's widget talks to. */
export interface EmbeddedAssistant {
  /** The trained model the key serves. */
  modelId: string
  /** One end user's new chat: the reply, its session and message. */
  ask(identifier: string, message: string): Promise<EmbedChatReply>
  /** The end user's thumbs on an answer they were given. */
  rate(reply: EmbedChatReply, identifier: string, feedback: 'up' | 'down'): Promise<void>
}

/**
 * Adds the pairs to the version, trains it, deploys the model behind an embed key allowed on `origin` (retrieval
 * off: a question the pairs lack is declined with the model's fallback answer) and speaks to it as the widget does.
 */
export async function deployEmbeddedAssistant(
  apiUrl: string,
  admin: Client,
  versionPath: string,
  pairs: ReadonlyArray<{ prompt: string; completion: string }>,
  origin: string,
): Promise<EmbeddedAssistant> {
  for (const pair of pairs) expect((await admin.post(`${versionPath}/knowledge`, pair)).status).toBe(200)
  const started = await admin.post<{ training: Training }>(`${versionPath}/training`, {})
  const training = await waitForTraining<Training>(admin, `${versionPath}/training/${started.data.training.id}`)
  expect(training.status).toBe('succeeded')
  const [model] = (await admin.get<Model[]>(`${versionPath}/models`)).data
  const key = await admin.post<{ apiKey: ApiKey }>(`${versionPath}/models/api-keys`, {
    modelId: model?.id,
    name: 'Website',
    ragEnabled: false,
    allowedDomains: [origin],
  })
  const embedId = key.data.apiKey.embedId
  async function widgetCall<T>(method: string, path: string, body: unknown): Promise<T> {
    const response = await fetch(`${apiUrl}/embed/v1${path}`, {
      method,
      headers: { 'x-embed-id': embedId, origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const envelope = (await response.json()) as { success: boolean; data: T }
    expect(envelope.success).toBe(true)
    return envelope.data
  }
  return {
    modelId: model?.id as string,
    ask: (identifier, message) => widgetCall<EmbedChatReply>('POST', '/chat', { identifier, new: true, message }),
    rate: async (reply, identifier, feedback) => {
      await widgetCall('PUT', `/chat/sessions/${reply.sessionId}/messages/${reply.messageId}/feedback`, {
        identifier,
        feedback,
      })
    },
  }
}
