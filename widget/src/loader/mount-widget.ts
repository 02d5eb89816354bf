import { type ColorScheme, type FrameMessage, type HostMessage, providerErrors, toWire } from '../protocol/messages.ts'
import { validateFrameMessage } from '../protocol/validate-message.ts'
import { widgetValidationMessages } from '../protocol/validation-messages.ts'
import type { ChatSessionController } from './chat-session.ts'
import { frameStyle, launcherStyle, narrowViewportQuery } from './frame-layout.ts'
import { type ResolvedInjectionConfig, runNamedAction } from './injection-config.ts'

export interface WidgetHandle {
  open(): void
  close(): void
  toggle(): void
  setColorScheme(colorScheme: ColorScheme): void
  destroy(): void
}

const chatIcon =
  '<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true"><path fill="currentColor" d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4 21l4.2-2.1c1.2.4 2.5.6 3.8.6 5.5 0 10-3.8 10-8.5S17.5 3 12 3z"/></svg>'

export interface MountOptions {
  config: ResolvedInjectionConfig
  frameUrl: URL
  /** The chat runtime, loaded the first time the frame asks for the provider. */
  chat: () => Promise<ChatSessionController>
  /** Where a string entry of the actions map leads; `location.assign` on a real page. */
  navigate?: (url: string) => void
  alert?: (message: string) => void
}

/**
 * Adds the launcher button and the (hidden) chat frame to the host page and answers the frame's messages.
 * The frame is told the host page's origin in its URL fragment, so each side posts only to the other's origin.
 */
export function mountWidget({
  config,
  frameUrl,
  chat,
  navigate = (url) => window.location.assign(url),
  alert = (message) => window.alert(message),
}: MountOptions): WidgetHandle {
  const widgetOrigin = frameUrl.origin
  const state = {
    open: false,
    expanded: config.frame.expanded,
    frameReady: false,
    colorScheme: config.frame.colorScheme,
  }
  const narrowViewport = window.matchMedia?.(narrowViewportQuery)
  const debug = (...details: unknown[]) => {
    if (config.debug) console.debug('Assistant widget:', ...details)
  }

  const iframe = document.createElement('iframe')
  iframe.src = `${frameUrl.href}#host=${encodeURIComponent(window.location.origin)}`
  iframe.title = `${config.frame.title} chat`
  iframe.setAttribute('allow', 'clipboard-write')

  const launcher = document.createElement('button')
  launcher.type = 'button'
  launcher.innerHTML = chatIcon
  launcher.setAttribute('aria-haspopup', 'dialog')
  Object.assign(launcher.style, launcherStyle(config.button))

  function layout() {
    const narrow = narrowViewport?.matches === true
    Object.assign(iframe.style, frameStyle(state.expanded, narrow), { display: state.open ? 'block' : 'none' })
    launcher.setAttribute('aria-expanded', String(state.open))
    launcher.setAttribute('aria-label', state.open ? `Close ${config.frame.title}` : config.button.label)
    // The expanded or full-screen frame covers the launcher's corner; the frame's own close button takes over.
    launcher.style.display = state.open && (state.expanded || narrow) ? 'none' : 'grid'
  }

  function setOpen(open: boolean) {
    state.open = open
    layout()
    // Focus follows the dialog: into the chat when it opens, back to the launcher when it closes.
    if (open) iframe.focus()
    else launcher.focus()
  }

  function send(message: HostMessage) {
    // Before `init` the frame is not listening yet; its `init` is answered with the full current state.
    if (state.frameReady) iframe.contentWindow?.postMessage(toWire(message), widgetOrigin)
  }

  async function answer(requestId: string, type: keyof typeof providerErrors, work: () => Promise<unknown>) {
    try {
      send({ type: 'replies', requestId, ok: true, data: await work() })
    } catch (error) {
      // The frame shows the spec's SDK error; the cause is for the developer's console.
      console.error(`Assistant widget: ${providerErrors[type]}`, error)
      send({ type: 'replies', requestId, ok: false, error: providerErrors[type] })
    }
  }

  function handle(message: FrameMessage) {
    debug('frame says', message)
    switch (message.type) {
      case 'init':
        state.frameReady = true
        // The key's colour (set in the console) wins over the embed code's, as it does inside the frame.
        if (message.primaryColor) launcher.style.background = message.primaryColor
        return send({
          type: 'set_config',
          config: { ...config.frame, colorScheme: state.colorScheme, expanded: state.expanded },
        })
      case 'toggleExpand':
        state.expanded = message.expanded
        layout()
        return send({ type: 'override_config', config: { expanded: state.expanded } })
      case 'closeWidget':
        return setOpen(false)
      case 'chatProviderListSessions':
        return answer(message.requestId, message.type, async () => (await chat()).listSessions())
      case 'chatProviderListSessionMessages':
        return answer(message.requestId, message.type, async () =>
          (await chat()).listSessionMessages(message.sessionId),
        )
      case 'chatProviderCreateSession':
        return answer(message.requestId, message.type, async () => (await chat()).createSession())
      case 'chatProviderSendMessage':
        return answer(message.requestId, message.type, async () =>
          (await chat()).sendMessage(message, (progress) =>
            send({ type: 'replies', requestId: message.requestId, ok: true, partial: true, data: progress }),
          ),
        )
      case 'chatProviderSendFeedback':
        return answer(message.requestId, message.type, async () => {
          await (await chat()).sendFeedback(message)
          return null
        })
      case 'runAction':
      case 'runHomeCardAction': {
        const args = message.type === 'runAction' ? message.args : undefined
        if (!runNamedAction(config.actionsMap, message.action, args, navigate)) {
          alert(widgetValidationMessages.actionFailed)
        }
        return
      }
    }
  }

  function onMessage(event: MessageEvent) {
    const result = validateFrameMessage(event, { origin: widgetOrigin, source: iframe.contentWindow })
    if (result.outcome === 'invalid') console.error(`Assistant widget: ${result.error}`)
    else if (result.outcome === 'ignored') debug('ignored a message:', result.reason)
    else void handle(result.message)
  }

  const toggle = () => setOpen(!state.open)
  launcher.addEventListener('click', toggle)
  window.addEventListener('message', onMessage)
  narrowViewport?.addEventListener?.('change', layout)
  layout()
  document.body.append(iframe, launcher)

  return {
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle,
    setColorScheme(colorScheme) {
      state.colorScheme = colorScheme
      send({ type: 'toggleColorScheme', colorScheme })
    },
    destroy() {
      window.removeEventListener('message', onMessage)
      narrowViewport?.removeEventListener?.('change', layout)
      iframe.remove()
      launcher.remove()
    },
  }
}
