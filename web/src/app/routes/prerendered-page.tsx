import Box from '@cloudscape-design/components/box'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { useEffect } from 'react'
import type { CataloguedPage } from '../route-catalogue.ts'

/**
 * A public or docs page reached by a link inside the console: it is a pre-rendered document of its own
 * (`web/site/`), so the browser loads it. The Vite dev server has no pre-rendered pages and says where they are.
 */
export function PrerenderedPage({ page }: { page: CataloguedPage }) {
  useEffect(() => {
    if (!import.meta.env.DEV) window.location.reload()
  }, [])
  if (!import.meta.env.DEV) return null
  return (
    <SpaceBetween size="m">
      <Header variant="h1" description={page.description}>
        {page.title}
      </Header>
      <Box variant="p">
        This page is pre-rendered by <code>npm run build</code> and served by local mode (<code>npm start</code>); the
        development server does not render it.
      </Box>
    </SpaceBetween>
  )
}
