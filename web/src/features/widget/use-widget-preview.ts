import { useEffect, useState } from 'react'

/** The part of the loader's API the console uses (the loader's own types live in the widget package). */
interface AssistantWidgetGlobal {
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

/**
 * Runs the real widget with `config` on this page (debounced while the user types) and opens it; returns the
 * loader's validation message when the config is refused. The widget is removed when the page unmounts.
 */
export function useWidgetPreview(config: unknown, enabled: boolean): string | null {
  const [error, setError] = useState<string | null>(null)
  const serialized = JSON.stringify(config)

  useEffect(() => {
    if (!enabled) {
      window.AssistantWidget?.destroy()
      setError(null)
      return
    }
    const timer = window.setTimeout(() => {
      loadWidgetScript().then(
        (widget) => {
          try {
            widget.init(JSON.parse(serialized))
            widget.open()
            setError(null)
          } catch (failure) {
            widget.destroy()
            setError(failure instanceof Error ? failure.message : String(failure))
          }
        },
        (failure: Error) => setError(failure.message),
      )
    }, 400)
    return () => window.clearTimeout(timer)
  }, [serialized, enabled])

  useEffect(() => () => window.AssistantWidget?.destroy(), [])
  return error
}
