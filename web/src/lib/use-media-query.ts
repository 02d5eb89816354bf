import { useSyncExternalStore } from 'react'

/** Screens narrower than this are phones: Cloudscape's own breakpoint for its mobile layout. */
export const phoneWidthQuery = '(max-width: 688px)'

/** Whether a CSS media query matches now, following the window as it changes (false outside a browser). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
