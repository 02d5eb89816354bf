import { useEffect } from 'react'
import { DescribedPage } from '../../components/described-page.tsx'
import type { CataloguedPage } from '../route-catalogue.ts'

/**
 * A public or docs page reached by a link inside the console: it is a pre-rendered document of its own
 * (`web/site/`), so the browser loads it. The Vite dev server has no pre-rendered pages and describes it instead.
 */
export function PrerenderedPage({ page }: { page: CataloguedPage }) {
  useEffect(() => {
    if (!import.meta.env.DEV) window.location.reload()
  }, [])
  return import.meta.env.DEV ? <DescribedPage page={page} /> : null
}
