/** The part of the loader's API the console and the public site use (its own types live in the widget package). */
export interface AssistantWidgetGlobal {
  init(config: unknown): void
  open(): void
  destroy(): void
}

declare global {
  interface Window {
    AssistantWidget?: AssistantWidgetGlobal
  }
}

export const widgetScriptPath = '/widget/widget.js'

let loading: Promise<AssistantWidgetGlobal> | null = null

/** Adds the real loader to the page once, exactly as a customer's site does with the snippet. */
export function loadWidgetScript(): Promise<AssistantWidgetGlobal> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = widgetScriptPath
    script.onload = () => (window.AssistantWidget ? resolve(window.AssistantWidget) : reject(new Error('No widget')))
    script.onerror = () => {
      loading = null
      reject(new Error('The widget script could not be loaded.'))
    }
    document.body.append(script)
  })
  return loading
}
