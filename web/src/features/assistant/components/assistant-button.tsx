import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { showsAssistantButton } from '../assistant-visibility.ts'
import { hideGuide, readGuideEmbedId, showGuide } from '../guide.ts'

/**
 * The floating assistant on the console's public pages (sign-in forms, `/widget/`): the same guide widget as
 * the pre-rendered pages, taken off again on the widget builder, which previews a widget of its own.
 */
export function AssistantButton() {
  const { pathname } = useLocation()
  const shown = showsAssistantButton(pathname)
  useEffect(() => {
    if (!shown) return
    let cancelled = false
    void readGuideEmbedId()
      .then(async (embedId) => {
        if (!embedId || cancelled) return
        await showGuide(embedId)
        // Left for the widget builder while the widget was loading: take it off again.
        if (cancelled) hideGuide()
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
      hideGuide()
    }
  }, [shown])
  return null
}
