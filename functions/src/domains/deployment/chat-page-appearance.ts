import type { WidgetAppearance } from '@platform/shared/contracts/deployment'
import { keyAppearanceElementId } from '@platform/shared/widget-appearance'

/**
 * The chat page with the key's appearance in a JSON block before `</head>`, where the widget's frame reads it at
 * start (widget/src/app/main.ts). A data block is never run, so the page's CSP needs no change; `<` is escaped so
 * no text the owner typed can close the block.
 *
 * @example withKeyAppearance(html, { welcomeMessage: 'Hi!' }) // …<script type="application/json" id="assistant-key-appearance">{"welcomeMessage":"Hi!"}</script></head>…
 */
export function withKeyAppearance(html: string, appearance: WidgetAppearance): string {
  const json = JSON.stringify(appearance).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${keyAppearanceElementId}">${json}</script>`
  const headEnd = html.indexOf('</head>')
  return headEnd === -1 ? `${block}${html}` : `${html.slice(0, headEnd)}${block}${html.slice(headEnd)}`
}
