import SpaceBetween from '@cloudscape-design/components/space-between'
import type { VersionContext } from '../../versions/index.ts'
import { useUrls } from '../api/list-urls.ts'
import { AddLinkForm } from './add-link-form.tsx'
import { NestedUrlSearches } from './nested-url-searches.tsx'
import { UrlsTable } from './urls-table.tsx'

/** `dc=links`: add links, search a site for linked pages, and follow each link as it is read. */
export function LinksView({ context }: { context: VersionContext }) {
  const urls = useUrls(context.scope)
  return (
    <SpaceBetween size="l">
      {context.editable && <AddLinkForm context={context} />}
      <NestedUrlSearches context={context} urls={urls.data ?? []} />
      <UrlsTable context={context} urls={urls.data} loading={urls.isPending} />
    </SpaceBetween>
  )
}
