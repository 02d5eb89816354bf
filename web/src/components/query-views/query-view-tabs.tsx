import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Tabs from '@cloudscape-design/components/tabs'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { type CataloguedPage, routeCatalogue } from '../../app/route-catalogue.ts'
import { activeView, searchForView, viewId } from './query-view.ts'

/** The catalogue entry of a spec path; the catalogue is the one place titles and views are written. */
export function cataloguedPage(path: string): CataloguedPage {
  const page = routeCatalogue.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`${path} is not in the route catalogue`)
  return page
}

/**
 * A page whose tabs are chosen by a query parameter (`?dc=links`, `?dp=knowledge`), so every tab has its own
 * link. Only the active tab's content is rendered, so a tab's requests go out when it is opened.
 */
export function QueryViewTabs({
  page,
  views,
  aside,
}: {
  page: CataloguedPage
  /** The content of each view, by its value (`links`, `files`). */
  views: Record<string, () => ReactNode>
  /** Shown between the header and the tabs, e.g. the project and version bar. */
  aside?: ReactNode
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const pageViews = page.views ?? []
  const active = activeView(pageViews, searchParams)

  function select(id: string) {
    const chosen = pageViews.find((view) => viewId(view) === id)
    if (chosen) setSearchParams(searchForView(pageViews, searchParams, chosen))
  }

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={page.description}>
          {page.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {aside}
        <Tabs
          activeTabId={active ? viewId(active) : undefined}
          onChange={({ detail }) => select(detail.activeTabId)}
          tabs={pageViews.map((view) => ({
            id: viewId(view),
            label: view.label,
            content: view === active ? views[view.value]?.() : null,
          }))}
        />
      </SpaceBetween>
    </ContentLayout>
  )
}
