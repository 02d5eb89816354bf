import { useEffect, useState } from 'react'
import { loadWidgetScript } from '../../lib/widget-script.ts'

export { widgetScriptPath } from '../../lib/widget-script.ts'

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
