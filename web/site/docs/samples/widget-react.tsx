// sample: compiled by docs/samples.test.ts; the widget comes from the product's own URL, as in the script tag
import { useEffect } from 'react'

/** The widget's global, added by widget.js (https://console.example.com/widget/widget.js). */
declare global {
  interface Window {
    AssistantWidget?: { init(config: object): void; destroy(): void }
  }
}

const widgetScriptUrl = 'https://console.example.com/widget/widget.js'

/** Adds widget.js to the page once, like the script tag does, and resolves with the widget. */
function loadWidget(): Promise<NonNullable<Window['AssistantWidget']>> {
  return new Promise((resolve, reject) => {
    if (window.AssistantWidget) return resolve(window.AssistantWidget)
    const script = document.createElement('script')
    script.src = widgetScriptUrl
    script.onload = () => (window.AssistantWidget ? resolve(window.AssistantWidget) : reject(new Error('No widget')))
    script.onerror = () => reject(new Error(`Could not load ${widgetScriptUrl}`))
    document.head.append(script)
  })
}

export function HelpWidget({ userId, userHash }: { userId: string; userHash: string }) {
  useEffect(() => {
    let unmounted = false
    loadWidget().then((widget) => {
      if (unmounted) return
      widget.init({
        chatProvider: { embedId: 'emb_0123456789abcdefghij', userId, userHash },
        chatWindow: { title: 'Help', colorScheme: 'dark' },
        actionsMap: { 'Open billing': () => window.location.assign('/settings/billing') },
      })
    })
    return () => {
      unmounted = true
      window.AssistantWidget?.destroy()
    }
  }, [userId, userHash])
  return null
}
