import { modelListSchema, playgroundReplySchema, sendPlaygroundMessageRequestSchema } from '../contracts/models.ts'
import { versionParamsSchema } from '../contracts/projects.ts'
import { route } from '../route-definition.ts'

const params = versionParamsSchema
const read = { organization: 'viewer', project: 'read' } as const

export const listModels = /* @__PURE__ */ route({
  id: 'listModels',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models',
  handler: 'playground/list-models',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The version’s trained models, newest first, with kind, status, base model, metrics and created time.',
  access: read,
  request: { params },
  response: modelListSchema,
})

export const sendPlaygroundMessage = /* @__PURE__ */ route({
  id: 'sendPlaygroundMessage',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/message',
  handler: 'playground/send-playground-message',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'Playground chat: the trained model answers with the chosen system prompt, the version’s agent functions as tools and, with useRag, retrieved passages.',
  access: read,
  request: { params, body: sendPlaygroundMessageRequestSchema },
  response: playgroundReplySchema,
  memoryMb: 1024,
})

/** Trained models of a version and the playground (spec section 7 `GET /models`, `POST /models/message`). */
export const modelRoutes = {
  listModels,
  sendPlaygroundMessage,
}
