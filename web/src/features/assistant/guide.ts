import { type AssistantWidgetGlobal, loadWidgetScript } from '../../lib/widget-script.ts'
import { guideActions, guideWelcome } from './guide-actions.ts'

/**
 * The floating assistant of the public pages (spec section 2): our own chat widget with the guide assistant,
 * trained on the platform's docs, whose suggested actions navigate the site and the console. Without a
 * deployed guide (no embed id) there is no button. Returns the widget, for buttons that open it.
 *
 * @example const widget = await showGuide('emb_…'); widget.open()
 */
export async function showGuide(guideEmbedId: string): Promise<AssistantWidgetGlobal> {
  const widget = await loadWidgetScript()
  widget.init({
    embedId: guideEmbedId,
    widgetButton: { label: 'Open assistant' },
    chatWindow: {
      title: 'Assistant Platform guide',
      subtitle: 'Answers from our docs',
      welcomeMessage: guideWelcome,
      placeholder: 'Ask about building, training or deploying',
    },
    actionsMap: guideActions,
  })
  return widget
}

/** Takes the guide off the page (the widget builder previews its own widget). */
export function hideGuide() {
  window.AssistantWidget?.destroy()
}

/** Reads the guide's embed id from the public settings; null when no guide is deployed or the API is down. */
export async function readGuideEmbedId(): Promise<string | null> {
  try {
    const response = await fetch('/api/site/settings', { credentials: 'same-origin' })
    const answer = (await response.json()) as { data?: { guideEmbedId: string | null } }
    return answer.data?.guideEmbedId ?? null
  } catch {
    return null
  }
}
