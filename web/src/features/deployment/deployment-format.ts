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

/** The script tag and the npm lines a site owner pastes to show the chat widget for a key. */
export function embedSnippets(consoleOrigin: string, embedId: string): { scriptTag: string; npm: string } {
  const scriptTag = [
    `<script src="${consoleOrigin}/widget/widget.js"></script>`,
    '<script>',
    `  AssistantWidget.init({ embedId: '${embedId}' })`,
    '</script>',
  ].join('\n')
  const npm = [
    'npm install @platform/widget',
    '',
    "import { init } from '@platform/widget'",
    `init({ embedId: '${embedId}' })`,
  ].join('\n')
  return { scriptTag, npm }
}

/** "14:00" for an hourly bucket's start, in the viewer's time zone. */
export function hourLabel(isoTime: string): string {
  return new Date(isoTime).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
}
