import type { ColorScheme } from '../protocol/messages.ts'
import { isColorScheme } from '../protocol/validate-message.ts'
import { widgetValidationMessages } from '../protocol/validation-messages.ts'
import { createChatSession } from './chat-session.ts'
import { type ProviderSettings, resolveInjectionConfig, type WidgetInjectionConfig } from './injection-config.ts'
import { mountWidget, type WidgetHandle } from './mount-widget.ts'
import type { ChatProvider } from './providers/chat-provider.ts'
import { createEmbedProvider } from './providers/embed-provider.ts'
import { createProxyProvider } from './providers/proxy-provider.ts'
import { resolveUserId } from './user-id.ts'

export type { ColorScheme, HomeCard, WelcomeAction } from '../protocol/messages.ts'
export type {
  ActionHandler,
  ChatProviderConfig,
  ChatWindowConfig,
  FunctionHandler,
  HomeScreenConfig,
  ProxyApiConfig,
  ProxyEndpoint,
  SharedSecretSettings,
  WidgetButtonConfig,
  WidgetInjectionConfig,
} from './injection-config.ts'

// Read while the script runs: `currentScript` is null once loading is over. The frame lives next to this file,
// wherever the host page loaded it from.
const loaderScript = typeof document === 'undefined' ? null : document.currentScript
const loaderUrl = loaderScript instanceof HTMLScriptElement && loaderScript.src ? loaderScript.src : null

let widget: WidgetHandle | null = null

function whenBodyExists(run: () => void) {
  if (document.body) run()
  else document.addEventListener('DOMContentLoaded', run, { once: true })
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function createProvider(settings: ProviderSettings, widgetBase: URL): ChatProvider {
  if (settings.kind === 'proxy') return createProxyProvider(settings)
  return createEmbedProvider({ ...settings, apiOrigin: settings.apiUrl ?? widgetBase.origin })
}

/**
 * Adds the assistant to the page. Called once by the embed snippet; calling again replaces the widget.
 * Throws the spec's validation messages for a missing config, provider or signature placement.
 *
 * @example
 * <script src="https://console.example.com/widget/widget.js"></script>
 * <script>AssistantWidget.init({ embedId: 'emb_123', chatWindow: { title: 'Help', colorScheme: 'light' } })</script>
 */
export function init(config: WidgetInjectionConfig): void {
  const resolved = resolveInjectionConfig(config)
  const widgetBase = new URL(resolved.baseUrl ?? loaderUrl ?? '/widget/', window.location.href)
  const frameUrl = new URL('frame.html', widgetBase)
  const chat = createChatSession({
    provider: createProvider(resolved.provider, widgetBase),
    userId: resolveUserId(resolved.userId, localStorageOrNull()),
    functionsMap: resolved.functionsMap,
    actionNames: [...resolved.actionsMap.keys()],
  })
  whenBodyExists(() => {
    widget?.destroy()
    widget = mountWidget({ config: resolved, frameUrl, chat })
  })
}

export function open(): void {
  widget?.open()
}

export function close(): void {
  widget?.close()
}

export function toggle(): void {
  widget?.toggle()
}

/** Spec section 5: only light or dark; anything else is logged and changes nothing. */
export function toggleColorScheme(colorScheme: ColorScheme): void {
  if (!isColorScheme(colorScheme)) {
    console.error(widgetValidationMessages.colorScheme)
    return
  }
  widget?.setColorScheme(colorScheme)
}

/** Removes the launcher and the chat window from the page. */
export function destroy(): void {
  widget?.destroy()
  widget = null
}
