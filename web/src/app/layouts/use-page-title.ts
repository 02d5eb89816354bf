import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { normalizePathname } from '../../features/session/index.ts'
import { routeCatalogue } from '../route-catalogue.ts'

const siteName = 'Assistant Platform'
const titles = new Map(routeCatalogue.map((page) => [normalizePathname(page.path), page.title]))

/** Every screen's own title in the browser tab and history, from the route catalogue (as the pre-rendered pages). */
export function usePageTitle() {
  const { pathname } = useLocation()
  useEffect(() => {
    const title = titles.get(normalizePathname(pathname))
    document.title = title && title !== siteName ? `${title} · ${siteName}` : siteName
  }, [pathname])
}
