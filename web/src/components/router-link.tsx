import Link, { type LinkProps } from '@cloudscape-design/components/link'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'

/**
 * Cloudscape navigation components report clicks through `onFollow` with the target `href`; this turns a plain
 * left click into client-side navigation and leaves modified clicks (new tab, new window) to the browser.
 */
export function useFollow() {
  const navigate = useNavigate()
  return useCallback(
    (event: CustomEvent<{ href?: string; external?: boolean }>) => {
      const { href, external } = event.detail
      if (!href || external || !href.startsWith('/')) return
      event.preventDefault()
      void navigate(href)
    },
    [navigate],
  )
}

/** A Cloudscape link that navigates inside the console without reloading it. */
export function RouterLink({ to, ...props }: Omit<LinkProps, 'href' | 'onFollow'> & { to: string }) {
  const follow = useFollow()
  return <Link {...props} href={to} onFollow={follow} />
}
