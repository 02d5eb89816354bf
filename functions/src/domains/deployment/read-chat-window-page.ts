import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'

/*
 * The widget's chat window is one built file, `frame.html` (everything inlined), which the platform's web origin
 * serves under `/widget/` in both modes (the local gateway from `widget/dist`, CloudFront from the web bucket).
 * The keyed chat page reads it from there rather than bundling a copy into the function, so the page and the
 * loader that frames it always come from the same build. It is the same for every key and changes only with a
 * deployment, so a warm function keeps it for a minute; the key's settings are never kept (see
 * show-embed-chat-page.ts).
 */

const keptForMilliseconds = 60_000
let kept: { html: string; until: number } | undefined

export async function readChatWindowPage(): Promise<string> {
  if (kept && kept.until > Date.now()) return kept.html
  const address = new URL('/widget/frame.html', environment().APP_ORIGIN)
  let response: Response
  try {
    response = await fetch(address, { signal: AbortSignal.timeout(5_000) })
  } catch (error) {
    throw new AppError('DEPENDENCY_UNAVAILABLE', { cause: error })
  }
  if (!response.ok) {
    throw new AppError('DEPENDENCY_UNAVAILABLE', { cause: new Error(`${address} answered ${response.status}`) })
  }
  const html = await response.text()
  kept = { html, until: Date.now() + keptForMilliseconds }
  return html
}
