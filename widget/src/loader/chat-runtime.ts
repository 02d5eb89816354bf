import { type ChatSessionController, createChatSession } from './chat-session.ts'
import type { FunctionHandler, ProviderSettings } from './injection-config.ts'
import type { ChatProvider } from './providers/chat-provider.ts'
import { createEmbedProvider } from './providers/embed-provider.ts'
import { createProxyProvider } from './providers/proxy-provider.ts'
import { resolveUserId } from './user-id.ts'

export interface ChatRuntimeOptions {
  provider: ProviderSettings
  /** Where the widget is served from; the embed service is on that origin unless `apiUrl` says otherwise. */
  widgetBase: string
  userId: string | null
  functionsMap: ReadonlyMap<string, FunctionHandler>
  actionNames: string[]
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function createProvider(settings: ProviderSettings, widgetBase: string): ChatProvider {
  if (settings.kind === 'proxy') return createProxyProvider(settings)
  return createEmbedProvider({ ...settings, apiOrigin: settings.apiUrl ?? new URL(widgetBase).origin })
}

/**
 * The chat runtime: providers, the visitor's id and the conversation rules. The script-tag loader fetches it
 * (`widget-runtime.js`) when the chat frame, loaded in the background, first asks for the provider, so it
 * stays off the host page's critical path; the npm module bundles it directly.
 */
export function createChat(options: ChatRuntimeOptions): ChatSessionController {
  return createChatSession({
    provider: createProvider(options.provider, options.widgetBase),
    userId: resolveUserId(options.userId, localStorageOrNull()),
    functionsMap: options.functionsMap,
    actionNames: options.actionNames,
  })
}

export type CreateChat = typeof createChat
