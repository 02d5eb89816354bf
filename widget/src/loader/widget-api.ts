import type { ColorScheme } from '../protocol/messages.ts'
import { isColorScheme } from '../protocol/validate-message.ts'
import { widgetValidationMessages } from '../protocol/validation-messages.ts'
import type { CreateChat } from './chat-runtime.ts'
import type { ChatSessionController } from './chat-session.ts'
import { type ResolvedInjectionConfig, resolveInjectionConfig, type WidgetInjectionConfig } from './injection-config.ts'
import { mountWidget, type WidgetHandle } from './mount-widget.ts'

export interface WidgetApi {
  /**
   * Adds the assistant to the page. Calling again replaces the widget. Throws the spec's validation messages
   * for a missing config, provider or signature placement.
   *
   * @example
   * AssistantWidget.init({ embedId: 'emb_123', chatWindow: { title: 'Help', colorScheme: 'light' } })
   */
  init(config: WidgetInjectionConfig): void
  open(): void
  close(): void
  toggle(): void
  /** Spec section 5: only light or dark; anything else is logged and changes nothing. */
  toggleColorScheme(colorScheme: ColorScheme): void
  /** Removes the launcher and the chat window from the page. */
  destroy(): void
}

/**
 * Where the chat window comes from: for an embed id, the embed service's chat page for that key, which sends
 * `frame-ancestors` with the key's allowed domains; the proxy provider has no key, so it gets the plain file.
 */
function chatWindowUrl(config: ResolvedInjectionConfig, widgetBase: URL): URL {
  const { provider } = config
  if (provider.kind !== 'embed') return new URL('frame.html', widgetBase)
  const apiOrigin = provider.apiUrl ?? widgetBase.origin
  return new URL(`/api/embed/v1/chat-page/${encodeURIComponent(provider.embedId)}`, apiOrigin)
}

function whenBodyExists(run: () => void) {
  if (document.body) run()
  else document.addEventListener('DOMContentLoaded', run, { once: true })
}

/**
 * The public widget API, shared by the script tag and the npm module; they differ only in how the chat runtime
 * arrives (`loadRuntime`) and where the widget's files are (`loaderUrl`, the script's own address).
 */
export function createWidgetApi(
  loadRuntime: (widgetBase: URL) => Promise<CreateChat>,
  loaderUrl: string | null,
): WidgetApi {
  let widget: WidgetHandle | null = null

  return {
    init(config) {
      const resolved = resolveInjectionConfig(config)
      const widgetBase = new URL(resolved.baseUrl ?? loaderUrl ?? '/widget/', window.location.href)
      let chat: Promise<ChatSessionController> | null = null
      const loadChat = () => {
        chat ??= loadRuntime(widgetBase).then((createChat) =>
          createChat({
            provider: resolved.provider,
            widgetBase: widgetBase.href,
            userId: resolved.userId,
            functionsMap: resolved.functionsMap,
            actionNames: [...resolved.actionsMap.keys()],
          }),
        )
        return chat
      }
      whenBodyExists(() => {
        widget?.destroy()
        widget = mountWidget({ config: resolved, frameUrl: chatWindowUrl(resolved, widgetBase), chat: loadChat })
      })
    },
    open: () => widget?.open(),
    close: () => widget?.close(),
    toggle: () => widget?.toggle(),
    toggleColorScheme(colorScheme) {
      if (isColorScheme(colorScheme)) widget?.setColorScheme(colorScheme)
      else console.error(widgetValidationMessages.colorScheme)
    },
    destroy() {
      widget?.destroy()
      widget = null
    },
  }
}
