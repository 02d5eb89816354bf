import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Tabs from '@cloudscape-design/components/tabs'
import { useSearchParams } from 'react-router-dom'
import type { CataloguedPage, PageView } from '../app/route-catalogue.ts'

const viewId = (view: PageView) => `${view.parameter}=${view.value}`

/**
 * The page of a screen whose feature is not built yet: its title, what it will hold, and its query-selected
 * views as working tabs, so links such as `/projects/evaluation/?pg=playground` already land in the right place.
 * It shows no data, real or invented.
 */
export function DescribedPage({ page }: { page: CataloguedPage }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const views = page.views ?? []
  const active = views.find((view) => searchParams.get(view.parameter) === view.value) ?? views[0]

  function selectView(id: string) {
    const chosen = views.find((view) => viewId(view) === id)
    if (!chosen) return
    const next = new URLSearchParams(searchParams)
    // Evaluation uses two parameters (pgw and pg) for one set of tabs; only the chosen one may remain.
    for (const view of views) next.delete(view.parameter)
    next.set(chosen.parameter, chosen.value)
    setSearchParams(next)
  }

  const notBuilt = (
    <Alert type="info" header="Not built yet">
      This screen is part of the product specification; its feature has not been built in this version of the console,
      so it shows no data.
    </Alert>
  )

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={page.description}>
          {page.title}
        </Header>
      }
    >
      {views.length > 0 && active ? (
        <Tabs
          activeTabId={viewId(active)}
          onChange={({ detail }) => selectView(detail.activeTabId)}
          tabs={views.map((view) => ({
            id: viewId(view),
            label: view.label,
            content: (
              <SpaceBetween size="m">
                <Box variant="p">{view.description}</Box>
                {notBuilt}
              </SpaceBetween>
            ),
          }))}
        />
      ) : (
        notBuilt
      )}
    </ContentLayout>
  )
}
