import { widgetSize } from '../protocol/messages.ts'

/** Gap between the widget and the viewport edges, and room kept for the launcher under the frame. */
const edgeGap = 20
const launcherSize = 56
const launcherGap = 12

/** Phones narrower than this get the chat full screen: a 400 px window would not fit beside the margins. */
export const narrowViewportQuery = '(max-width: 480px)'

/**
 * Inline styles of the frame (spec section 9): 400x704 px, or 688 px wide and the viewport height minus
 * 48 px when expanded; full screen on narrow phones. A short viewport shrinks the normal frame rather than
 * pushing it off screen.
 */
export function frameStyle(expanded: boolean, narrow = false): Record<string, string> {
  const base = {
    position: 'fixed',
    right: `${edgeGap}px`,
    left: 'auto',
    top: 'auto',
    border: '0',
    borderRadius: '16px',
    boxShadow: '0 8px 30px rgba(15, 27, 61, 0.25)',
    zIndex: '2147483646',
    colorScheme: 'normal',
  }
  if (narrow) {
    return { ...base, right: '0', bottom: '0', left: '0', top: '0', width: '100%', height: '100%', borderRadius: '0' }
  }
  if (expanded) {
    const margin = widgetSize.expandedHeightMargin / 2
    return {
      ...base,
      bottom: `${margin}px`,
      width: `min(${widgetSize.expandedWidth}px, calc(100vw - ${2 * edgeGap}px))`,
      height: `calc(100vh - ${widgetSize.expandedHeightMargin}px)`,
    }
  }
  const bottom = edgeGap + launcherSize + launcherGap
  return {
    ...base,
    bottom: `${bottom}px`,
    width: `min(${widgetSize.width}px, calc(100vw - ${2 * edgeGap}px))`,
    height: `min(${widgetSize.height}px, calc(100vh - ${bottom + edgeGap}px))`,
  }
}

export function launcherStyle(colors: { backgroundColor: string; color: string }): Record<string, string> {
  return {
    position: 'fixed',
    right: `${edgeGap}px`,
    bottom: `${edgeGap}px`,
    width: `${launcherSize}px`,
    height: `${launcherSize}px`,
    borderRadius: '50%',
    border: '0',
    cursor: 'pointer',
    background: colors.backgroundColor,
    color: colors.color,
    boxShadow: '0 4px 14px rgba(15, 27, 61, 0.35)',
    zIndex: '2147483647',
    display: 'grid',
    placeItems: 'center',
  }
}
