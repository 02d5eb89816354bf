const focusable =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select, summary, [tabindex]:not([tabindex="-1"])'

/**
 * The chat is a dialog: Tab and Shift+Tab cycle through its own controls instead of leaving it, and Escape
 * asks the host page to close it.
 */
export function keepFocusInside(container: HTMLElement, onEscape: () => void): void {
  container.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onEscape()
      return
    }
    if (event.key !== 'Tab') return
    const controls = Array.from(container.querySelectorAll<HTMLElement>(focusable)).filter(
      (control) => !control.closest('[hidden]') && control.getClientRects().length > 0,
    )
    const first = controls[0]
    const last = controls.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  })
}
