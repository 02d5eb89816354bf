import {
  actionErrorMessage,
  type ColorScheme,
  type FrameMessage,
  type HostMessage,
  providerErrors,
  toWire,
} from '../protocol/messages.ts'
import { validateFrameMessage } from '../protocol/validate-message.ts'
import { frameStyle, launcherStyle } from './frame-layout.ts'
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

/**
 * Adds the launcher button and the (hidden) chat frame to the host page and answers the frame's messages.
 * The frame is told the host page's origin in its URL fragment, so each side posts only to the other's origin.
 */
export function mountWidget(config: ResolvedInjectionConfig, frameUrl: URL): WidgetHandle {
  const widgetOrigin = frameUrl.origin
  const state = { open: false, expanded: false, frameReady: false, colorScheme: config.colorScheme }

  const iframe = document.createElement('iframe')
  iframe.src = `${frameUrl.href}#host=${encodeURIComponent(window.location.origin)}`
  iframe.title = `${config.title} chat`

  const launcher = document.createElement('button')
  launcher.type = 'button'
  launcher.innerHTML = chatIcon
  Object.assign(launcher.style, launcherStyle())

  function layout() {
    Object.assign(iframe.style, frameStyle(state.expanded), { display: state.open ? 'block' : 'none' })
    launcher.setAttribute('aria-expanded', String(state.open))
    launcher.setAttribute('aria-label', state.open ? `Close ${config.title}` : `Open ${config.title}`)
    // The expanded frame covers the launcher's corner; the frame's own close button takes over.
    launcher.style.display = state.open && state.expanded ? 'none' : 'grid'
  }

  function close() {
    state.open = false
    layout()
  }

  function send(message: HostMessage) {
    // Before `init` the frame is not listening yet; its `init` is answered with the full current state.
    if (state.frameReady) iframe.contentWindow?.postMessage(toWire(message), widgetOrigin)
  }

  function handle(message: FrameMessage) {
    switch (message.type) {
      case 'init':
        state.frameReady = true
        return send({
          type: 'set_config',
          config: { title: config.title, colorScheme: state.colorScheme, expanded: state.expanded },
        })
      case 'toggleExpand':
        state.expanded = message.expanded
        layout()
        return send({ type: 'override_config', config: { expanded: state.expanded } })
      case 'closeWidget':
        return close()
      case 'chatProviderListSessions':
      case 'chatProviderListSessionMessages':
      case 'chatProviderSendMessage':
      case 'chatProviderCreateSession':
        // No chat provider is wired into the loader yet; the frame gets the spec's failure text, not silence.
        return send({ type: 'replies', requestId: message.requestId, ok: false, error: providerErrors[message.type] })
      case 'runAction':
      case 'runHomeCardAction': {
        const args = message.type === 'runAction' ? message.args : undefined
        if (!runNamedAction(config.actionsMap, message.action, args, (url) => window.location.assign(url))) {
          window.alert(actionErrorMessage)
        }
        return
      }
    }
  }
  function onMessage(event: MessageEvent) {
    const result = validateFrameMessage(event, { origin: widgetOrigin, source: iframe.contentWindow })
    if (result.outcome === 'invalid') console.error(`Assistant widget: ${result.error}`)
    if (result.outcome === 'accepted') handle(result.message)
  }

  const toggle = () => {
    state.open = !state.open
    layout()
  }
  launcher.addEventListener('click', toggle)
  window.addEventListener('message', onMessage)
  layout()
  document.body.append(iframe, launcher)

  return {
    open() {
      state.open = true
      layout()
    },
    close,
    toggle,
    setColorScheme(colorScheme) {
      state.colorScheme = colorScheme
      send({ type: 'toggleColorScheme', colorScheme })
    },
    destroy() {
      window.removeEventListener('message', onMessage)
      iframe.remove()
      launcher.remove()
    },
  }
}
