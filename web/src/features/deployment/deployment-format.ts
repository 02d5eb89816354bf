/** Allowed domains as the form edits them: one per line (or separated by commas or spaces). */
export function parseDomainList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((domain) => domain.trim())
        .filter(Boolean),
    ),
  ]
}

/**
 * What a site owner pastes to show the chat widget for a key: the script tag, or for a single-page app the same
 * script loaded from code. Both load `widget.js` from the console itself; the widget is not published to npm,
 * so no snippet may ask for `npm install`.
 */
export function embedSnippets(consoleOrigin: string, embedId: string): { scriptTag: string; fromCode: string } {
  const widgetUrl = `${consoleOrigin}/widget/widget.js`
  const scriptTag = [
    `<script src="${widgetUrl}"></script>`,
    '<script>',
    `  AssistantWidget.init({ embedId: '${embedId}' })`,
    '</script>',
  ].join('\n')
  const fromCode = [
    "const script = document.createElement('script')",
    `script.src = '${widgetUrl}'`,
    `script.onload = () => window.AssistantWidget.init({ embedId: '${embedId}' })`,
    'document.head.append(script)',
  ].join('\n')
  return { scriptTag, fromCode }
}

/** "14:00" for an hourly bucket's start, in the viewer's time zone. */
export function hourLabel(isoTime: string): string {
  return new Date(isoTime).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
}

/** The pass rate (0 to 1) of the newest succeeded run with a summary, or null when the model has none. */
export function latestPassRate(
  runs: readonly { status: string; summary: { passRate: number } | null }[] | null | undefined,
): number | null {
  const latest = (runs ?? []).find((run) => run.status === 'succeeded' && run.summary !== null)
  return latest?.summary?.passRate ?? null
}

/** "87%" or "not tested". */
export function formatPassRate(passRate: number | null | undefined): string {
  return passRate === null || passRate === undefined ? 'not tested' : `${Math.round(passRate * 100)}%`
}
