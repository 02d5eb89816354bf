import SpaceBetween from '@cloudscape-design/components/space-between'
import type { ReactNode } from 'react'
import type { CataloguedPage } from '../../../app/route-catalogue.ts'
import { CataloguedPageLayout } from '../../../components/query-views/query-view-tabs.tsx'
import type { VersionContext } from '../version-context.ts'
import { RequireVersion } from './require-version.tsx'
import { VersionBar } from './version-bar.tsx'

/**
 * A page of the project area: its catalogue title, then (once a project and version are chosen) the version bar
 * and the page's content for that version. Without a project the page says how to choose one.
 */
export function ProjectAreaPage({
  page,
  children,
}: {
  page: CataloguedPage
  children: (context: VersionContext) => ReactNode
}) {
  return (
    <CataloguedPageLayout page={page}>
      <RequireVersion>
        {(context) => (
          <SpaceBetween size="l">
            <VersionBar context={context} />
            {children(context)}
          </SpaceBetween>
        )}
      </RequireVersion>
    </CataloguedPageLayout>
  )
}
