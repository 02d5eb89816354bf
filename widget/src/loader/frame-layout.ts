import { widgetSize } from '../protocol/messages.ts'

/** Gap between the widget and the viewport edges, and room kept for the launcher under the frame. */
const edgeGap = 20
const launcherSize = 56
const launcherGap = 12

/**
 * Inline styles of the frame (spec section 9): 400x704 px, or 688 px wide and the viewport height minus
 * 48 px when expanded. A short viewport shrinks the normal frame rather than pushing it off screen.
 */
export function frameStyle(expanded: boolean): Record<string, string> {
  const base = {
    position: 'fixed',
    right: `${edgeGap}px`,
    border: '0',
    borderRadius: '16px',
    boxShadow: '0 8px 30px rgba(15, 27, 61, 0.25)',
    zIndex: '2147483646',
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

export function launcherStyle(): Record<string, string> {
  return {
    position: 'fixed',
    right: `${edgeGap}px`,
    bottom: `${edgeGap}px`,
    width: `${launcherSize}px`,
    height: `${launcherSize}px`,
    borderRadius: '50%',
    border: '0',
    cursor: 'pointer',
    background: '#0f1b3d',
    color: '#ffffff',
    boxShadow: '0 4px 14px rgba(15, 27, 61, 0.35)',
    zIndex: '2147483647',
    display: 'grid',
    placeItems: 'center',
  }
}
