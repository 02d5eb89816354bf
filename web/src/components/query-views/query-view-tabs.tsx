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

/** A built page with the title and description the catalogue gives it. */
export function CataloguedPageLayout({ page, children }: { page: CataloguedPage; children: ReactNode }) {
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={page.description}>
          {page.title}
        </Header>
      }
    >
      {children}
    </ContentLayout>
  )
}

/**
 * The tabs of a page whose views are chosen by a query parameter (`?dc=links`, `?dp=knowledge`), so every tab
 * has its own link. Only the active tab's content is rendered, so a tab's requests go out when it is opened.
 */
export function ViewTabs({
  page,
  views,
}: {
  page: CataloguedPage
  /** The content of each view, by its value (`links`, `files`). */
  views: Record<string, () => ReactNode>
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const pageViews = page.views ?? []
  const active = activeView(pageViews, searchParams)

  function select(id: string) {
    const chosen = pageViews.find((view) => viewId(view) === id)
    if (chosen) setSearchParams(searchForView(pageViews, searchParams, chosen))
  }

  return (
    <Tabs
      activeTabId={active ? viewId(active) : undefined}
      onChange={({ detail }) => select(detail.activeTabId)}
      tabs={pageViews.map((view) => ({
        id: viewId(view),
        label: view.label,
        content: view === active ? views[view.value]?.() : null,
      }))}
    />
  )
}

/**
 * A whole page of query-chosen tabs: the catalogue's title and description, then `aside` (e.g. the version bar),
 * then the tabs.
 */
export function QueryViewTabs({
  page,
  views,
  aside,
}: {
  page: CataloguedPage
  views: Record<string, () => ReactNode>
  /** Shown between the header and the tabs. */
  aside?: ReactNode
}) {
  return (
    <CataloguedPageLayout page={page}>
      <SpaceBetween size="l">
        {aside}
        <ViewTabs page={page} views={views} />
      </SpaceBetween>
    </CataloguedPageLayout>
  )
}
