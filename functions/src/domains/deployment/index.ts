/**
 * Deployment: API keys, the chat embed service, the OpenAI-compatible endpoint, logs and analytics (spec section 7;
 * ADR 0011). The small surface other code (handlers, the widget's hosting, benchmarks) may use.
 */
export { authorizeApiKeySecret } from './authorize-api-key-secret.ts'
export { authorizeEmbedCaller, type EmbedCaller } from './authorize-embed-caller.ts'
export { countApiCallsLast24Hours } from './count-api-calls-last-24-hours.ts'
export { createApiKey } from './create-api-key.ts'
export { createOpenAiChatCompletion, toCompletionChunks } from './create-openai-chat-completion.ts'
export { countAnsweredCallOf } from './deployment-counters.ts'
export { toEmbedChatEvents } from './embed-chat-events.ts'
export { findChatIdFromUniqueId } from './find-chat-id-from-unique-id.ts'
export { listApiKeys } from './list-api-keys.ts'
export { listEmbedChatMessages } from './list-embed-chat-messages.ts'
export { listEmbedChatSessions } from './list-embed-chat-sessions.ts'
export { listOpenAiModels } from './list-openai-models.ts'
export { listRecentChatMessages } from './list-recent-chat-messages.ts'
export { listRecentChats } from './list-recent-chats.ts'
export {
  type AnswerMessage,
  type EarlierMessage,
  messagesBeforeAnswer,
  questionOfAnswer,
} from './question-of-answer.ts'
export { deploymentVersionContent } from './register-deployment-content.ts'
export { revokeApiKey } from './revoke-api-key.ts'
export { sendEmbedChat } from './send-embed-chat.ts'
export { sendEmbedFeedback } from './send-embed-feedback.ts'
export { setApiKeyAllowedDomains } from './set-api-key-allowed-domains.ts'
export { setApiKeyAppearance } from './set-api-key-appearance.ts'
export { setApiKeyIdentityVerification } from './set-api-key-identity-verification.ts'
export { setApiKeyModel } from './set-api-key-model.ts'
export { setApiKeyRag } from './set-api-key-rag.ts'
export { setApiKeySystemPrompt } from './set-api-key-system-prompt.ts'
export { showEmbedChatPage } from './show-embed-chat-page.ts'
export { tailDeploymentLogs } from './tail-deployment-logs.ts'
