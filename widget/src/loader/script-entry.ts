import type { CreateChat } from './chat-runtime.ts'
import { createWidgetApi } from './widget-api.ts'

// Read while the script runs: `currentScript` is null once loading is over. The frame and the runtime live next
// to this file, wherever the host page loaded it from.
const loaderScript = document.currentScript
const loaderUrl = loaderScript instanceof HTMLScriptElement && loaderScript.src ? loaderScript.src : null

/** Adds `widget-runtime.js` (a classic script, so no CORS is needed across origins) and waits for it. */
function loadRuntime(widgetBase: URL): Promise<CreateChat> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = new URL('widget-runtime.js', widgetBase).href
    script.async = true
    script.onload = () => {
      const runtime = (globalThis as { AssistantWidgetRuntime?: { createChat: CreateChat } }).AssistantWidgetRuntime
      if (runtime) resolve(runtime.createChat)
      else reject(new Error('The chat runtime did not load.'))
    }
    script.onerror = () => reject(new Error(`Could not load ${script.src}`))
    document.head.append(script)
  })
}

/**
 * `widget.js`, the script tag: `AssistantWidget.init({...})` and friends (see `WidgetApi`).
 *
 * @example
 * <script src="https://console.example.com/widget/widget.js"></script>
 * <script>AssistantWidget.init({ embedId: 'emb_123', chatWindow: { title: 'Help' } })</script>
 */
export const { init, open, close, toggle, toggleColorScheme, destroy } = createWidgetApi(loadRuntime, loaderUrl)
