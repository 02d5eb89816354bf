import * as z from 'zod'
import { maximumSuggestedQuestions } from '../widget-appearance.ts'
import { boundedJson, idSchema } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { versionParamsSchema } from './shared-schemas.ts'

/**
 * Deployment (spec section 2 `/projects/deployment/`, section 3 "API key" payload and "Chat message", section 5
 * "Assigning a system prompt to an API key", section 7 API keys, logs, analytics, recent chats and "Chat embed
 * service"): API keys put a trained model in front of people, through the embed chat service (the widget) and an
 * OpenAI-compatible endpoint (servers and tools).
 */

/**
 * An allowed domain: an exact host (`example.com`, `shop.example.com`, `localhost:5173`) or every subdomain of one
 * (`*.example.com`). A scheme or a path pasted with it is dropped, so `https://example.com/` reads `example.com`.
 */
export const allowedDomainSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .max(2_048, 'Enter a host such as example.com or *.example.com.')
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/\/.*$/, ''))
    .pipe(
      z
        .string()
        .max(253)
        .regex(
          /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/,
          'Enter a host such as example.com or *.example.com.',
        ),
    ),
)

export const allowedDomainsSchema = /* @__PURE__ */ defineSchema(() =>
  z.array(allowedDomainSchema).max(50, 'Allow at most 50 domains.'),
)

/** Spec section 5: "a string value, which may be empty to clear it". */
export const systemPromptAssignmentSchema = /* @__PURE__ */ defineSchema(() => z.string().max(200))

/** A CSS hex colour, `#1f6feb` or `#fff`. */
const hexColourSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .trim()
    .max(7, 'Enter a colour such as #0f1b3d.')
    .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Enter a colour such as #0f1b3d.'),
)

/**
 * How the widget looks for one key (issue 43 item 6), set in the console next to the key's other settings and
 * sent to the widget with the key's chat page. Every field is optional: one the key leaves out (or blank) falls
 * back to the embed code's `chatWindow`, then to the widget's defaults. Suggested questions are chips under the
 * welcome message that ask the question when clicked.
 */
export const widgetAppearanceSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    title: z.string().trim().max(60, 'Keep the title under 60 characters.').optional(),
    subtitle: z.string().trim().max(120, 'Keep the subtitle under 120 characters.').optional(),
    /** Markdown, like the embed code's `chatWindow.welcomeMessage.content`. */
    welcomeMessage: z.string().trim().max(2_000, 'Keep the welcome message under 2,000 characters.').optional(),
    suggestedQuestions: z
      .array(z.string().trim().min(1, 'Enter the question.').max(200, 'Keep each question under 200 characters.'))
      .max(maximumSuggestedQuestions, `Offer at most ${maximumSuggestedQuestions} questions.`)
      .optional(),
    colorScheme: z.enum(['light', 'dark']).optional(),
    /** The header, the launcher and the visitor's bubbles. */
    primaryColor: hexColourSchema.optional(),
    /** Links, buttons and chips. */
    accentColor: hexColourSchema.optional(),
  }),
)
export type WidgetAppearance = z.infer<typeof widgetAppearanceSchema>

/** What the console shows of a key; the secret itself is shown once, at creation. */
export const apiKeySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** The key's id, which is also its public embed id (the widget's `embedId`, the `x-embed-id` header). */
    id: z.string(),
    embedId: z.string(),
    name: z.string(),
    modelId: z.string(),
    ragEnabled: z.boolean(),
    allowedDomains: z.array(z.string()),
    /** Null when the key uses no system prompt. */
    systemPromptId: z.string().nullable(),
    /** When on, embed calls must carry `userHash` = hex HMAC-SHA256 of `identifier` under the key's secret. */
    identityVerification: z.boolean(),
    /** How the widget looks for this key; empty when the embed code and the widget's defaults decide. */
    appearance: widgetAppearanceSchema,
    /** The secret's last four characters, so a person can tell which secret a server holds. */
    secretHint: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
)
export type ApiKey = z.infer<typeof apiKeySchema>

export const apiKeyListSchema = /* @__PURE__ */ defineSchema(() => z.array(apiKeySchema))

/** Spec section 3 payload "API key: modelId, name, ragEnabled, allowedDomains, systemPromptId". */
export const createApiKeyRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    modelId: z.string().min(1, 'Choose a model.').max(256),
    name: z.string().trim().min(1, 'Enter a name.').max(100),
    ragEnabled: z.boolean().optional().default(false),
    allowedDomains: allowedDomainsSchema.optional().default([]),
    systemPromptId: systemPromptAssignmentSchema.nullish(),
    identityVerification: z.boolean().optional().default(false),
  }),
)
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>

export const createApiKeyResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    apiKey: apiKeySchema,
    /** Shown once: only a hash is stored. The OpenAI-compatible endpoint's bearer token. */
    secret: z.string(),
    message: z.string(),
  }),
)

export const apiKeyParamsSchema = /* @__PURE__ */ defineSchema(() =>
  versionParamsSchema.extend({ keyId: z.string().min(1) }),
)

export const setAllowedDomainsRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ allowedDomains: allowedDomainsSchema }),
)
export const setApiKeyRagRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ ragEnabled: z.boolean() }))
export const setApiKeySystemPromptRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ systemPromptId: systemPromptAssignmentSchema }),
)
export const setApiKeyModelRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ modelId: z.string().min(1, 'Choose a model.').max(256) }),
)
export const setIdentityVerificationRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ identityVerification: z.boolean() }),
)

export const setApiKeyAppearanceRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ appearance: widgetAppearanceSchema }),
)

export const apiKeyUpdateResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ apiKey: apiKeySchema, message: z.string() }),
)
export const revokeApiKeyResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ id: z.string(), message: z.string() }),
)

/** The console's success messages (spec section 8 "API key generated or revoked", "domains updated", …). */
export const deploymentMessages = {
  keyGenerated: 'API key generated. Copy the secret now: it is not shown again.',
  keyRevoked: 'API key revoked. The embed id and the secret stop working at once.',
  domainsUpdated: 'Domains updated.',
  ragEnabled: 'RAG enabled for this API key.',
  ragDisabled: 'RAG disabled for this API key.',
  systemPromptSet: 'System prompt updated for this API key.',
  systemPromptCleared: 'System prompt removed from this API key.',
  modelChanged: 'The API key now answers with the chosen model.',
  identityVerificationOn: 'Identity verification is on: calls must carry a valid userHash.',
  identityVerificationOff: 'Identity verification is off.',
  appearanceUpdated: 'Widget appearance saved: the widget shows it from its next page load.',
} as const

/* ---------------------------------------------------------------------------------------------------------------
 * The chat embed service (base /api/embed/v1, header x-embed-id)
 * ------------------------------------------------------------------------------------------------------------- */

/** Spec section 3 "Chat message": server sender values. ASSISTANT-LOADING and ERROR are shown as user. */
export const chatSenders = ['USER', 'ASSISTANT', 'TOOL', 'ASSISTANT-LOADING', 'ERROR'] as const
export const chatSenderSchema = /* @__PURE__ */ defineSchema(() => z.enum(chatSenders))
export type ChatSender = z.infer<typeof chatSenderSchema>

/** A function call for the host page to run; its result comes back as a `/chat` call with `functionCallId`. */
export const embedToolCallSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    arguments: z.record(z.string(), z.unknown()),
  }),
)
export type EmbedToolCall = z.infer<typeof embedToolCallSchema>

/** An action or function the host page can run: its name (a key of the widget's map), optionally described. */
const configuredNameSchema = /* @__PURE__ */ defineSchema(() =>
  z.union([
    z.string().trim().min(1).max(200),
    z.object({ name: z.string().trim().min(1).max(200), description: z.string().max(1000).optional() }),
  ]),
)
export type ConfiguredName = z.infer<typeof configuredNameSchema>

const identifierSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().trim().min(1, 'identifier: Enter the user identifier.').max(200),
)
/** Hex HMAC-SHA256 of `identifier` under the key's secret; required when the key has identity verification. */
const userHashSchema = /* @__PURE__ */ defineSchema(() => z.string().trim().max(128))

/** Spec section 7 "POST /chat: body identifier, new, message, markdown=true, configuredActions, …". */
export const embedChatRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    identifier: identifierSchema,
    userHash: userHashSchema.optional(),
    /** Starts a new session (spec section 4: the first message after a new-session request carries it). */
    new: z.boolean().optional().default(false),
    /** The person's message, or with `functionCallId` the result of that function call. */
    message: z.string().trim().min(1, 'message: Enter a message.').max(8000),
    /** False: the answer comes back as plain text, without Markdown. */
    markdown: z.boolean().optional().default(true),
    /** Actions the host page can run; suggested actions come only from these. */
    configuredActions: z.array(configuredNameSchema).max(100).optional().default([]),
    /** Functions the host page can run; the model is offered only the version's agent functions named here. */
    configuredFunctions: z.array(configuredNameSchema).max(100).optional().default([]),
    /** Set when `message` is the result of the tool call with this id. */
    functionCallId: z.string().trim().max(200).nullish(),
  }),
)
export type EmbedChatRequest = z.input<typeof embedChatRequestSchema>

/**
 * Spec section 7: "response data has assistantMessage, action, toolCalls". `assistantMessage` is empty when the
 * assistant only calls functions (or while other calls of the same turn still owe their results).
 * With `Accept: text/event-stream` the same call answers server-sent events: `delta` events whose data is
 * `{"content": "…"}` (pieces of `assistantMessage`, in order), then one `done` event whose data is this object.
 */
export const embedChatReplySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    assistantMessage: z.string(),
    /** The suggested action (one of `configuredActions`), or null. */
    action: z.string().nullable(),
    /** Every configured action the answer suggests, best first (`action` is the first). */
    suggestedActions: z.array(z.string()),
    /** "Did you mean" questions offered when the assistant declined: the widget shows them as chips. */
    suggestions: z.array(z.string()),
    toolCalls: z.array(embedToolCallSchema),
    /** The web pages the answer was read from (links the version learned), best first; empty when it declined. */
    sources: z.array(z.object({ title: z.string(), url: z.string() })),
    sessionId: z.string(),
    /** The assistant message's id, for thumbs up or down; null while tool results are still owed. */
    messageId: z.string().nullable(),
    createdAt: z.string(),
  }),
)
export type EmbedChatReply = z.infer<typeof embedChatReplySchema>

/** Spec section 3 "Chat session (SDK): id, title, createdAt, closed". */
export const chatSessionSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    createdAt: z.string(),
    closed: z.boolean(),
    lastMessageAt: z.string(),
    messageCount: z.number(),
  }),
)
export type ChatSession = z.infer<typeof chatSessionSchema>

export const feedbackValues = ['up', 'down'] as const
export const feedbackSchema = /* @__PURE__ */ defineSchema(() => z.enum(feedbackValues))

/** Spec section 7: "messages with sender, content, action, createdAt, toolCalls, tool_call_id". */
export const chatMessageSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    sender: chatSenderSchema,
    content: z.string(),
    action: z.string().nullable(),
    createdAt: z.string(),
    toolCalls: z.array(embedToolCallSchema),
    tool_call_id: z.string().nullable(),
    /** Thumbs up or down on an assistant message, or null. */
    feedback: feedbackSchema.nullable(),
  }),
)
export type ChatMessageRecord = z.infer<typeof chatMessageSchema>

export const embedIdentifierQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    identifier: identifierSchema,
    userHash: userHashSchema.optional(),
  }),
)
export const embedSessionParamsSchema = /* @__PURE__ */ defineSchema(() => z.object({ sessionId: z.string().min(1) }))
export const embedMessageParamsSchema = /* @__PURE__ */ defineSchema(() =>
  embedSessionParamsSchema.extend({ messageId: z.string().min(1) }),
)
export const embedFeedbackRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    identifier: identifierSchema,
    userHash: userHashSchema.optional(),
    /** null takes a thumb back. */
    feedback: feedbackSchema.nullable(),
  }),
)
export const embedFeedbackReplySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ id: z.string(), feedback: feedbackSchema.nullable() }),
)
export const embedPreflightParamsSchema = /* @__PURE__ */ defineSchema(() => z.object({ path: z.string() }))
/** The chat page the widget frames for one key (it sends that key's `frame-ancestors`). */
export const embedChatPageParamsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ embedId: z.string().min(1).max(100) }),
)

/* ---------------------------------------------------------------------------------------------------------------
 * The OpenAI-compatible endpoint (base /api/embed/v1/openai, the key's secret as bearer token)
 * ------------------------------------------------------------------------------------------------------------- */

const openAiToolCallSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string().max(256),
    type: z.literal('function'),
    function: z.object({ name: z.string().max(256), arguments: z.string().max(32_000) }),
  }),
)

/** A message's content: text, or OpenAI's list of parts, bounded as JSON. */
const openAiContentSchema = /* @__PURE__ */ defineSchema(() =>
  z.union([z.string().max(32_000), boundedJson(z.array(z.unknown()).max(100), 64_000)]),
)

const openAiMessageSchema = /* @__PURE__ */ defineSchema(() =>
  z.discriminatedUnion('role', [
    z.object({ role: z.enum(['system', 'developer']), content: openAiContentSchema }),
    z.object({ role: z.literal('user'), content: openAiContentSchema }),
    z.object({
      role: z.literal('assistant'),
      content: openAiContentSchema.nullish(),
      tool_calls: z.array(openAiToolCallSchema).max(32).optional(),
    }),
    z.object({ role: z.literal('tool'), content: openAiContentSchema, tool_call_id: z.string().max(256) }),
  ]),
)

/**
 * OpenAI's chat completions request, the fields this endpoint reads: `messages` and `stream`. The model is the
 * key's (any `model` value is accepted, as the key decides); tools are the version's agent functions.
 */
export const openAiChatCompletionRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    model: z.string().max(200).optional(),
    messages: z.array(openAiMessageSchema).min(1, 'messages: Send at least one message.').max(50),
    stream: z.boolean().optional().default(false),
    user: z.string().max(200).optional(),
  }),
)
export type OpenAiChatCompletionRequest = z.input<typeof openAiChatCompletionRequestSchema>

export const openAiChatCompletionSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    object: z.literal('chat.completion'),
    created: z.number(),
    model: z.string(),
    choices: z.array(
      z.object({
        index: z.number(),
        message: z.object({
          role: z.literal('assistant'),
          content: z.string().nullable(),
          tool_calls: z.array(openAiToolCallSchema).optional(),
          refusal: z.null(),
        }),
        finish_reason: z.enum(['stop', 'length', 'tool_calls', 'content_filter']),
        logprobs: z.null(),
      }),
    ),
    usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number() }),
  }),
)
export type OpenAiChatCompletion = z.infer<typeof openAiChatCompletionSchema>

export const openAiModelListSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    object: z.literal('list'),
    data: z.array(z.object({ id: z.string(), object: z.literal('model'), created: z.number(), owned_by: z.string() })),
  }),
)

/* ---------------------------------------------------------------------------------------------------------------
 * Logs, analytics and recent chats (console)
 * ------------------------------------------------------------------------------------------------------------- */

export const modelScopedRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ modelId: z.string().min(1, 'Choose a model.').max(256) }),
)

export const logTailRequestSchema = /* @__PURE__ */ defineSchema(() =>
  modelScopedRequestSchema.extend({
    /** Only entries after this one (the `cursor` of the previous tail), for a live tail. */
    after: z.string().max(100).nullish(),
    limit: z.number().int().min(1).max(200).optional().default(50),
  }),
)

export const deploymentLogEntrySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    /** chat, sessions, messages, feedback, openai */
    call: z.string(),
    status: z.number(),
    durationMilliseconds: z.number(),
    keyId: z.string(),
    identifier: z.string().nullable(),
    sessionId: z.string().nullable(),
    /** The error code, or a short note. */
    detail: z.string().nullable(),
    /** An answered chat: the tokens the provider metered and the credits (US dollars) debited for them. */
    tokens: z.number().nullable(),
    creditsCharged: z.number().nullable(),
  }),
)
export type DeploymentLogEntry = z.infer<typeof deploymentLogEntrySchema>

export const logTailSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** Oldest first. */
    entries: z.array(deploymentLogEntrySchema),
    /** Pass back as `after` to get only newer entries. */
    cursor: z.string().nullable(),
  }),
)

export const apiCountSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** 24 hourly buckets, oldest first; the last is the current hour. */
    hours: z.array(z.object({ hourStart: z.string(), count: z.number() })),
    total: z.number(),
  }),
)
export type ApiCount = z.infer<typeof apiCountSchema>

export const recentChatsRequestSchema = /* @__PURE__ */ defineSchema(() =>
  modelScopedRequestSchema.extend({
    limit: z.number().int().min(1).max(100).optional().default(20),
  }),
)

export const recentChatSchema = /* @__PURE__ */ defineSchema(() =>
  chatSessionSchema.extend({
    identifier: z.string(),
    keyId: z.string(),
    /** Thumbs on its assistant messages. */
    feedbackUp: z.number(),
    feedbackDown: z.number(),
  }),
)
export type RecentChat = z.infer<typeof recentChatSchema>
export const recentChatListSchema = /* @__PURE__ */ defineSchema(() => z.array(recentChatSchema))

export const recentChatMessagesRequestSchema = /* @__PURE__ */ defineSchema(() =>
  modelScopedRequestSchema.extend({ chatId: idSchema }),
)
export const chatMessageListSchema = /* @__PURE__ */ defineSchema(() => z.array(chatMessageSchema))

/** Spec section 3 "Chat lookup: modelId, chatId, uniqueId": the uniqueId is the end user's identifier. */
export const chatIdFromUniqueIdRequestSchema = /* @__PURE__ */ defineSchema(() =>
  modelScopedRequestSchema.extend({ uniqueId: z.string().min(1).max(256) }),
)
export const chatIdFromUniqueIdSchema = /* @__PURE__ */ defineSchema(() => z.object({ chatId: z.string().nullable() }))
