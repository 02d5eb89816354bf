import type { ColorScheme } from '../protocol/messages.ts'
import { isColorScheme } from '../protocol/validate-message.ts'
import { resolveInjectionConfig, type WidgetInjectionConfig } from './injection-config.ts'
import { mountWidget, type WidgetHandle } from './mount-widget.ts'

export type { WidgetInjectionConfig } from './injection-config.ts'

// Read while the script runs: `currentScript` is null once loading is over. The frame lives next to this file,
// wherever the host page loaded it from.
const loaderScript = document.currentScript
const loaderUrl = loaderScript instanceof HTMLScriptElement && loaderScript.src ? loaderScript.src : null

let widget: WidgetHandle | null = null

function whenBodyExists(run: () => void) {
  if (document.body) run()
  else document.addEventListener('DOMContentLoaded', run, { once: true })
}

/**
 * Adds the assistant to the page. Called once by the embed snippet; calling again replaces the widget.
 *
 * @example
 * <script src="https://console.example.com/widget/widget.js"></script>
 * <script>AssistantWidget.init({ embedId: 'embed-123', title: 'Help', colorScheme: 'light' })</script>
 */
export function init(config: WidgetInjectionConfig): void {
  const resolved = resolveInjectionConfig(config)
  const frameUrl = new URL('frame.html', loaderUrl ?? new URL('/widget/', window.location.href))
  whenBodyExists(() => {
    widget?.destroy()
    widget = mountWidget(resolved, frameUrl)
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

export function setColorScheme(colorScheme: ColorScheme): void {
  if (!isColorScheme(colorScheme)) {
    console.error(`Assistant widget: colour scheme must be light or dark, got ${String(colorScheme)}.`)
    return
  }
  widget?.setColorScheme(colorScheme)
}
