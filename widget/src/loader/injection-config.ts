import { defaultWelcomeMessage } from '@platform/shared/widget-appearance'
import type { ColorScheme, FrameConfig, HomeCard, WelcomeAction } from '../protocol/messages.ts'
import { isColorScheme } from '../protocol/validate-message.ts'
import { widgetValidationMessages } from '../protocol/validation-messages.ts'

/** Runs on the host page when the assistant suggests the action, with the action's arguments. */
export type ActionHandler = (args: unknown) => void
/** Runs on the host page when the assistant calls the function; what it returns goes back to the assistant. */
export type FunctionHandler = (args: Record<string, unknown>) => unknown

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One endpoint of the proxy provider; `{userId}` and `{sessionId}` in the URL are filled in per call. */
export interface ProxyEndpoint {
  url: string
  method?: HttpMethod
  headers?: Record<string, string>
}

/**
 * Spec section 3 "shared-secret settings": an HMAC-SHA256 (hex) of the user id or of the message, keyed with
 * the secret, sent under `keyName` as a query parameter or a header so the proxy can check who is asking.
 */
export interface SharedSecretSettings {
  secret: string
  placement: 'query' | 'header'
  keyName: string
  /** What is signed; the user id by default. Calls without a message sign the user id. */
  sign?: 'userId' | 'message'
}

export interface ProxyApiConfig {
  listSessions: ProxyEndpoint
  listSessionMessages: ProxyEndpoint
  sendMessage: ProxyEndpoint
  /**
   * Optional: where thumbs go (`{userId}`, `{sessionId}` and `{messageId}` are filled in; PUT by default, body
   * `{identifier, feedback}`). Without it thumbs stay in the visitor's browser.
   */
  sendFeedback?: ProxyEndpoint
}

export interface ChatProviderConfig {
  /** The embed id of a deployed assistant (console: Deployment, API keys). */
  embedId?: string
  /** Origin of the platform's API; the widget's own origin by default. */
  apiUrl?: string
  /** Your own backend in front of the assistant, instead of the embed service. */
  proxy?: ProxyApiConfig
  /** Your user's id; without one the widget keeps a generated id in local storage. Blank ids are ignored. */
  userId?: string
  /**
   * For API keys with identity verification: hex HMAC-SHA256 of `userId` under the key's secret, computed by
   * your server (never put the secret in the page).
   */
  userHash?: string
  /** Ask for streamed answers (server-sent events); on by default. */
  stream?: boolean
}

export interface WidgetButtonConfig {
  label?: string
  backgroundColor?: string
  color?: string
}

export interface HomeScreenConfig {
  logo?: string
  heading?: string
  description?: string
  avatars?: string[]
  additionalCards?: HomeCard[]
}

export interface ChatWindowConfig {
  title?: string
  subtitle?: string
  colorScheme?: ColorScheme
  primaryColor?: string
  accentColor?: string
  welcomeMessage?: { content: string; suggestedActions?: WelcomeAction[] }
  expanded?: boolean
  placeholder?: string
}

/**
 * What a host page passes to `AssistantWidget.init` (spec section 3 "Widget configuration").
 *
 * @example
 * AssistantWidget.init({
 *   chatProvider: { embedId: 'emb_123' },
 *   chatWindow: { title: 'Help', welcomeMessage: { content: 'Hi!', suggestedActions: [{ label: 'Pricing', action: 'openPricing' }] } },
 *   actionsMap: { openPricing: '/pricing' },
 *   functionsMap: { cartTotal: () => ({ total: 42 }) },
 * })
 */
export interface WidgetInjectionConfig {
  debug?: boolean
  /** Where `frame.html` is served from; the folder of `widget.js` by default. Set it when importing the module. */
  baseUrl?: string
  /** Shorthand for `chatProvider.embedId`. */
  embedId?: string
  chatProvider?: ChatProviderConfig
  widgetButton?: WidgetButtonConfig
  homeScreenConfig?: HomeScreenConfig
  chatWindow?: ChatWindowConfig
  actionsMap?: Record<string, ActionHandler | string>
  functionsMap?: Record<string, FunctionHandler>
  sharedSecret?: SharedSecretSettings
}

export type ProviderSettings =
  | { kind: 'embed'; embedId: string; apiUrl: string | null; userHash: string | null; stream: boolean }
  | { kind: 'proxy'; proxy: ProxyApiConfig; sharedSecret: SharedSecretSettings | null; stream: boolean }

export interface ResolvedInjectionConfig {
  debug: boolean
  baseUrl: string | null
  provider: ProviderSettings
  /** Null: use the generated id kept in local storage. */
  userId: string | null
  button: Required<WidgetButtonConfig>
  frame: FrameConfig
  actionsMap: Map<string, ActionHandler | string>
  functionsMap: Map<string, FunctionHandler>
}

export const defaultTitle = 'Assistant'

/** What the chat says first when the host page sets no welcome message: an empty panel reads as broken. */
export const defaultWelcome = defaultWelcomeMessage

type Fields = Record<string, unknown>
const fieldsOf = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {})
const filled = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

function resolveProxy(value: unknown): ProxyApiConfig {
  const proxy = fieldsOf(value)
  const endpoints = ['listSessions', 'listSessionMessages', 'sendMessage'].map((name) => fieldsOf(proxy[name]))
  if (endpoints.some((endpoint) => !filled(endpoint.url))) throw new Error(widgetValidationMessages.proxyEndpoints)
  const toEndpoint = (endpoint: Fields): ProxyEndpoint => ({
    url: String(endpoint.url),
    method: filled(endpoint.method)?.toUpperCase() as HttpMethod | undefined,
    headers: fieldsOf(endpoint.headers) as Record<string, string>,
  })
  const [listSessions, listSessionMessages, sendMessage] = endpoints.map(toEndpoint) as [
    ProxyEndpoint,
    ProxyEndpoint,
    ProxyEndpoint,
  ]
  const feedback = fieldsOf(proxy.sendFeedback)
  return {
    listSessions,
    listSessionMessages,
    sendMessage,
    ...(filled(feedback.url) ? { sendFeedback: toEndpoint(feedback) } : {}),
  }
}

function resolveSharedSecret(value: unknown): SharedSecretSettings | null {
  if (value === undefined || value === null) return null
  const settings = fieldsOf(value)
  if (settings.placement !== 'query' && settings.placement !== 'header') {
    throw new Error(widgetValidationMessages.signaturePlacement)
  }
  const secret = filled(settings.secret)
  const keyName = filled(settings.keyName)
  if (!secret || !keyName) throw new Error('The shared secret needs a secret and a key name.')
  return { secret, keyName, placement: settings.placement, sign: settings.sign === 'message' ? 'message' : 'userId' }
}

function resolveProvider(given: Fields): ProviderSettings {
  const provider = fieldsOf(given.chatProvider)
  const stream = provider.stream !== false
  if (provider.proxy !== undefined) {
    return {
      kind: 'proxy',
      proxy: resolveProxy(provider.proxy),
      sharedSecret: resolveSharedSecret(given.sharedSecret),
      stream,
    }
  }
  const embedId = filled(provider.embedId) ?? filled(given.embedId)
  if (!embedId) throw new Error(widgetValidationMessages.providerMissing)
  return {
    kind: 'embed',
    embedId,
    apiUrl: filled(provider.apiUrl) ?? null,
    userHash: filled(provider.userHash) ?? null,
    stream,
  }
}

/** Plain data only (functions and the like dropped), so it can be posted to the frame. */
const plainData = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)))

/**
 * Spec section 5: the injection config is required; a colour scheme other than light or dark is logged and
 * replaced by light; only function or string entries of the actions map are kept; welcome-message suggested
 * actions not in the map are dropped; a provider needs an embed id or a complete proxy config; a signature is
 * placed in the query or a header; a blank user id is ignored.
 */
export function resolveInjectionConfig(
  config: unknown,
  logError: (message: string) => void = console.error,
): ResolvedInjectionConfig {
  if (typeof config !== 'object' || config === null) throw new Error(widgetValidationMessages.injectionConfigRequired)
  const given = config as Fields
  const chatWindow = fieldsOf(given.chatWindow)
  const button = fieldsOf(given.widgetButton)

  let colorScheme: ColorScheme = 'light'
  if (chatWindow.colorScheme !== undefined) {
    if (isColorScheme(chatWindow.colorScheme)) colorScheme = chatWindow.colorScheme
    else logError(widgetValidationMessages.colorScheme)
  }

  const actionsMap = new Map<string, ActionHandler | string>()
  for (const [name, entry] of Object.entries(fieldsOf(given.actionsMap))) {
    if (typeof entry === 'function' || typeof entry === 'string') actionsMap.set(name, entry as ActionHandler | string)
  }
  const functionsMap = new Map<string, FunctionHandler>()
  for (const [name, entry] of Object.entries(fieldsOf(given.functionsMap))) {
    if (typeof entry === 'function') functionsMap.set(name, entry as FunctionHandler)
  }

  const welcome = fieldsOf(chatWindow.welcomeMessage)
  const welcomeActions = (Array.isArray(welcome.suggestedActions) ? welcome.suggestedActions : [])
    .map(fieldsOf)
    .filter((entry) => typeof entry.action === 'string' && actionsMap.has(entry.action))
    .map((entry) => ({
      label: filled(entry.label) ?? String(entry.action),
      action: String(entry.action),
      args: entry.args,
    }))

  // The frame checks the texts, colours and home screen it shows (validate-message.ts), keeping the loader small.
  const frame = {
    ...(plainData(chatWindow) as Fields),
    title: filled(chatWindow.title) ?? defaultTitle,
    colorScheme,
    expanded: chatWindow.expanded === true,
    debug: given.debug === true,
    welcomeMessage: {
      content: filled(welcome.content) ?? defaultWelcome,
      suggestedActions: plainData(welcomeActions),
    },
    homeScreen: plainData(given.homeScreenConfig),
  } as FrameConfig

  return {
    debug: given.debug === true,
    baseUrl: filled(given.baseUrl) ?? null,
    provider: resolveProvider(given),
    userId: filled(fieldsOf(given.chatProvider).userId) ?? null,
    button: {
      label: filled(button.label) ?? `Open ${frame.title}`,
      backgroundColor: filled(button.backgroundColor) ?? filled(chatWindow.primaryColor) ?? '#0f1b3d',
      color: filled(button.color) ?? '#ffffff',
    },
    frame,
    actionsMap,
    functionsMap,
  }
}

/**
 * Runs a named action of the actions map. Returns false when there is no such action or it failed, so the
 * caller can show the spec's alert. A string entry is a URL the page navigates to.
 */
export function runNamedAction(
  actionsMap: ReadonlyMap<string, ActionHandler | string>,
  name: string,
  args: unknown,
  navigate: (url: string) => void,
): boolean {
  const entry = actionsMap.get(name)
  if (entry === undefined) return false
  try {
    if (typeof entry === 'string') navigate(entry)
    else entry(args)
    return true
  } catch (error) {
    console.error(`Action ${name} failed`, error)
    return false
  }
}
