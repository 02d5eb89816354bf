import * as z from 'zod'
import {
  apiCountSchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeyUpdateResponseSchema,
  chatIdFromUniqueIdRequestSchema,
  chatIdFromUniqueIdSchema,
  chatMessageListSchema,
  chatSessionSchema,
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
  embedChatPageParamsSchema,
  embedChatReplySchema,
  embedChatRequestSchema,
  embedFeedbackReplySchema,
  embedFeedbackRequestSchema,
  embedIdentifierQuerySchema,
  embedMessageParamsSchema,
  embedPreflightParamsSchema,
  embedSessionParamsSchema,
  logTailRequestSchema,
  logTailSchema,
  modelScopedRequestSchema,
  openAiChatCompletionRequestSchema,
  openAiChatCompletionSchema,
  openAiModelListSchema,
  recentChatListSchema,
  recentChatMessagesRequestSchema,
  recentChatsRequestSchema,
  revokeApiKeyResponseSchema,
  setAllowedDomainsRequestSchema,
  setApiKeyAppearanceRequestSchema,
  setApiKeyModelRequestSchema,
  setApiKeyRagRequestSchema,
  setApiKeySystemPromptRequestSchema,
  setIdentityVerificationRequestSchema,
} from '../contracts/deployment.ts'
import { versionParamsSchema } from '../contracts/projects.ts'
import { route } from '../route-definition.ts'

const params = versionParamsSchema
const read = { organization: 'viewer', project: 'read' } as const
const write = { organization: 'viewer', project: 'write' } as const

export const listApiKeys = /* @__PURE__ */ route({
  id: 'listApiKeys',
  method: 'GET',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/api-keys',
  handler: 'deployment/list-api-keys',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The version’s API keys, newest first (never their secrets).',
  access: read,
  request: { params },
  response: apiKeyListSchema,
})

export const createApiKey = /* @__PURE__ */ route({
  id: 'createApiKey',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/api-keys',
  handler: 'deployment/create-api-key',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Creates an API key for a trained model: a public embed id and a secret shown once (only its hash is kept).',
  access: write,
  request: { params, body: createApiKeyRequestSchema },
  response: createApiKeyResponseSchema,
})

export const revokeApiKey = /* @__PURE__ */ route({
  id: 'revokeApiKey',
  method: 'DELETE',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/api-keys/{keyId}',
  handler: 'deployment/revoke-api-key',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Revokes an API key: its embed id and its secret stop working at once.',
  access: write,
  request: { params: apiKeyParamsSchema },
  response: revokeApiKeyResponseSchema,
})

export const setApiKeyAllowedDomains = /* @__PURE__ */ route({
  id: 'setApiKeyAllowedDomains',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/api-keys/{keyId}/allowed-domains',
  handler: 'deployment/set-api-key-allowed-domains',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Sets the sites (exact host or *.example.com) whose pages may call the embed service with this key.',
  access: write,
  request: { params: apiKeyParamsSchema, body: setAllowedDomainsRequestSchema },
  response: apiKeyUpdateResponseSchema,
})

export const setApiKeyRag = /* @__PURE__ */ route({
  id: 'setApiKeyRag',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/api-keys/{keyId}/rag',
  handler: 'deployment/set-api-key-rag',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Turns retrieval (RAG) on or off for the answers given through this key.',
  access: write,
  request: { params: apiKeyParamsSchema, body: setApiKeyRagRequestSchema },
  response: apiKeyUpdateResponseSchema,
})

export const setApiKeySystemPrompt = /* @__PURE__ */ route({
  id: 'setApiKeySystemPrompt',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/api-keys/{keyId}/system-prompt',
  handler: 'deployment/set-api-key-system-prompt',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Assigns one of the version’s system prompts to the key; an empty string clears it.',
  access: write,
  request: { params: apiKeyParamsSchema, body: setApiKeySystemPromptRequestSchema },
  response: apiKeyUpdateResponseSchema,
})

export const setApiKeyModel = /* @__PURE__ */ route({
  id: 'setApiKeyModel',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/api-keys/{keyId}/model',
  handler: 'deployment/set-api-key-model',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Switches the key to another trained model of the version; the embed id and secret stay the same.',
  access: write,
  request: { params: apiKeyParamsSchema, body: setApiKeyModelRequestSchema },
  response: apiKeyUpdateResponseSchema,
})

export const setApiKeyIdentityVerification = /* @__PURE__ */ route({
  id: 'setApiKeyIdentityVerification',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/api-keys/{keyId}/identity-verification',
  handler: 'deployment/set-api-key-identity-verification',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Requires (or stops requiring) a userHash, the HMAC of the identifier under the key’s secret.',
  access: write,
  request: { params: apiKeyParamsSchema, body: setIdentityVerificationRequestSchema },
  response: apiKeyUpdateResponseSchema,
})

export const setApiKeyAppearance = /* @__PURE__ */ route({
  id: 'setApiKeyAppearance',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/api-keys/{keyId}/appearance',
  handler: 'deployment/set-api-key-appearance',
  auth: 'session',
  rateLimit: 'standard',
  summary:
    'Sets how the widget looks for this key (title, welcome message, suggested questions, colours); the widget reads it with the key’s chat page, and a field left out falls back to the embed code.',
  access: write,
  request: { params: apiKeyParamsSchema, body: setApiKeyAppearanceRequestSchema },
  response: apiKeyUpdateResponseSchema,
})

/** API keys of a version (spec section 7 "API keys"; console `/projects/deployment/?dpm=api-keys`). */
export const apiKeyRoutes = {
  listApiKeys,
  createApiKey,
  revokeApiKey,
  setApiKeyAllowedDomains,
  setApiKeyRag,
  setApiKeySystemPrompt,
  setApiKeyModel,
  setApiKeyIdentityVerification,
  setApiKeyAppearance,
}

export const tailDeploymentLogs = /* @__PURE__ */ route({
  id: 'tailDeploymentLogs',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/logs/tail',
  handler: 'deployment/tail-deployment-logs',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The model’s latest embed and OpenAI-compatible calls, oldest first; pass the cursor back for newer ones.',
  access: read,
  request: { params, body: logTailRequestSchema },
  response: logTailSchema,
})

export const countApiCallsLast24Hours = /* @__PURE__ */ route({
  id: 'countApiCallsLast24Hours',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/analytics/api-count-last-24-hours',
  handler: 'deployment/count-api-calls-last-24-hours',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Calls answered for the model in each of the last 24 hours.',
  access: read,
  request: { params, body: modelScopedRequestSchema },
  response: apiCountSchema,
})

export const listRecentChats = /* @__PURE__ */ route({
  id: 'listRecentChats',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/chats/recent',
  handler: 'deployment/list-recent-chats',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The model’s chats with the latest message first, with their end user and thumbs counts.',
  access: read,
  request: { params, body: recentChatsRequestSchema },
  response: recentChatListSchema,
})

export const listRecentChatMessages = /* @__PURE__ */ route({
  id: 'listRecentChatMessages',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/chats/recent/messages',
  handler: 'deployment/list-recent-chat-messages',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The transcript of one chat, oldest first, with feedback.',
  access: read,
  request: { params, body: recentChatMessagesRequestSchema },
  response: chatMessageListSchema,
})

export const findChatIdFromUniqueId = /* @__PURE__ */ route({
  id: 'findChatIdFromUniqueId',
  method: 'POST',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/models/chats/chatId-from-uniqueId',
  handler: 'deployment/find-chat-id-from-unique-id',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'The latest chat of an end user (their identifier) with the model, or null.',
  access: read,
  request: { params, body: chatIdFromUniqueIdRequestSchema },
  response: chatIdFromUniqueIdSchema,
})

/** Logs, analytics and recent chats of a deployed model (spec section 7; console `?dpm=messages`). */
export const deploymentInsightRoutes = {
  tailDeploymentLogs,
  countApiCallsLast24Hours,
  listRecentChats,
  listRecentChatMessages,
  findChatIdFromUniqueId,
}

export const answerEmbedPreflight = /* @__PURE__ */ route({
  id: 'answerEmbedPreflight',
  method: 'OPTIONS',
  path: '/embed/v1/{path+}',
  handler: 'deployment/answer-embed-preflight',
  auth: 'public',
  rateLimit: 'embed',
  summary: 'CORS preflight of the embed service; the real call checks the Origin against the key’s domains.',
  request: { params: embedPreflightParamsSchema },
  response: /* @__PURE__ */ z.null(),
  envelope: false,
})

export const showEmbedChatPage = /* @__PURE__ */ route({
  id: 'showEmbedChatPage',
  method: 'GET',
  path: '/embed/v1/chat-page/{embedId}',
  handler: 'deployment/show-embed-chat-page',
  auth: 'public',
  rateLimit: 'embed',
  summary:
    'The widget’s chat window (HTML) for one key, with `Content-Security-Policy: frame-ancestors` listing the key’s allowed domains.',
  request: { params: embedChatPageParamsSchema },
  response: /* @__PURE__ */ z.null(),
  envelope: false,
})

export const sendEmbedChat = /* @__PURE__ */ route({
  id: 'sendEmbedChat',
  method: 'POST',
  path: '/embed/v1/chat',
  handler: 'deployment/send-embed-chat',
  auth: 'embed',
  rateLimit: 'embed',
  summary:
    'Sends an end user’s message (or a function result) and answers with the assistant’s message, a suggested action and tool calls; `Accept: text/event-stream` streams it.',
  request: { body: embedChatRequestSchema },
  response: embedChatReplySchema,
  memoryMb: 1024,
})

export const listEmbedChatSessions = /* @__PURE__ */ route({
  id: 'listEmbedChatSessions',
  method: 'GET',
  path: '/embed/v1/chat/sessions',
  handler: 'deployment/list-embed-chat-sessions',
  auth: 'embed',
  rateLimit: 'embed',
  summary: 'The end user’s chat sessions, newest first.',
  request: { query: embedIdentifierQuerySchema },
  response: /* @__PURE__ */ z.array(chatSessionSchema),
})

export const listEmbedChatMessages = /* @__PURE__ */ route({
  id: 'listEmbedChatMessages',
  method: 'GET',
  path: '/embed/v1/chat/sessions/{sessionId}',
  handler: 'deployment/list-embed-chat-messages',
  auth: 'embed',
  rateLimit: 'embed',
  summary: 'The messages of one of the end user’s sessions, oldest first.',
  request: { params: embedSessionParamsSchema, query: embedIdentifierQuerySchema },
  response: chatMessageListSchema,
})

export const sendEmbedFeedback = /* @__PURE__ */ route({
  id: 'sendEmbedFeedback',
  method: 'PUT',
  path: '/embed/v1/chat/sessions/{sessionId}/messages/{messageId}/feedback',
  handler: 'deployment/send-embed-feedback',
  auth: 'embed',
  rateLimit: 'embed',
  summary: 'Records the end user’s thumbs up or down on an assistant message (null takes it back).',
  request: { params: embedMessageParamsSchema, body: embedFeedbackRequestSchema },
  response: embedFeedbackReplySchema,
})

export const createOpenAiChatCompletion = /* @__PURE__ */ route({
  id: 'createOpenAiChatCompletion',
  method: 'POST',
  path: '/embed/v1/openai/chat/completions',
  handler: 'deployment/create-openai-chat-completion',
  auth: 'apiKeySecret',
  rateLimit: 'embed',
  summary:
    'OpenAI-compatible chat completions answered by the key’s model (with its system prompt, RAG and functions); `stream: true` answers chunks.',
  request: { body: openAiChatCompletionRequestSchema },
  response: openAiChatCompletionSchema,
  envelope: false,
  errorFormat: 'openAi',
  memoryMb: 1024,
})

export const listOpenAiModels = /* @__PURE__ */ route({
  id: 'listOpenAiModels',
  method: 'GET',
  path: '/embed/v1/openai/models',
  handler: 'deployment/list-openai-models',
  auth: 'apiKeySecret',
  rateLimit: 'embed',
  summary: 'OpenAI-compatible model list: the one model the key answers with.',
  response: openAiModelListSchema,
  envelope: false,
  errorFormat: 'openAi',
})

/**
 * The chat embed service (spec section 7 "Chat embed service", base /api/embed/v1, header x-embed-id) and the
 * OpenAI-compatible endpoint (the key's secret as bearer token). Browsers call these from customers' sites, so
 * every answer carries CORS headers for allowed origins.
 */
export const embedRoutes = {
  answerEmbedPreflight,
  showEmbedChatPage,
  sendEmbedChat,
  listEmbedChatSessions,
  listEmbedChatMessages,
  sendEmbedFeedback,
  createOpenAiChatCompletion,
  listOpenAiModels,
}
