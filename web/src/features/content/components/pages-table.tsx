import Box from '@cloudscape-design/components/box'
import type { Page } from '@platform/shared/contracts/version-content'
import { ContentTable } from '../../../components/content-table/content-table.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeletePage } from '../api/delete-page.ts'
import { usePages } from '../api/list-pages.ts'
import { pageForm } from '../content-forms.ts'

/** `dp=pages`: the pages of the product the assistant can talk about and send people to. */
export function PagesTable({ context }: { context: VersionContext }) {
  return (
    <ContentTable<Page>
      version={context}
      readOnlyText={readOnlyReason(context)}
      title="Pages"
      description="The screens of your app. The assistant suggests them when people ask where to do something."
      singular="page"
      capitalized="Page"
      useList={usePages}
      useDelete={useDeletePage}
      describe={(page) => page.title}
      emptyText="Add the pages of your app, with what people do on each, so the assistant can point people to them."
      form={pageForm}
      columns={[
        { id: 'title', header: 'Title', isRowHeader: true, cell: (page) => page.title },
        { id: 'id', header: 'Path or URL', cell: (page) => <Box variant="code">{page.id}</Box> },
        { id: 'description', header: 'Description', cell: (page) => page.description || '—' },
        { id: 'updated', header: 'Updated', cell: (page) => formatDate(page.updatedAt) },
      ]}
    />
  )
}
