import Box from '@cloudscape-design/components/box'
import type { Action } from '@platform/shared/contracts/version-content'
import { ContentTable } from '../../../components/content-table/content-table.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeleteAction } from '../api/delete-action.ts'
import { useActions } from '../api/list-actions.ts'
import { actionForm, actionKindLabels } from '../content-forms.ts'

/** `dp=actions`: what the assistant can suggest doing in the product, run by the widget. */
export function ActionsTable({ context }: { context: VersionContext }) {
  return (
    <ContentTable<Action>
      version={context}
      readOnlyText={readOnlyReason(context)}
      title="Actions"
      description="Things the assistant can offer to do in your app: open a page, press a control or run your code."
      singular="action"
      capitalized="Action"
      useList={useActions}
      useDelete={useDeleteAction}
      describe={(action) => action.name}
      emptyText="Add actions the assistant may suggest; add the pages they open under the Pages tab first."
      form={actionForm}
      columns={[
        { id: 'name', header: 'Name', isRowHeader: true, cell: (action) => action.name },
        { id: 'id', header: 'Id', cell: (action) => <Box variant="code">{action.id}</Box> },
        { id: 'kind', header: 'What it does', cell: (action) => actionKindLabels[action.kind] },
        { id: 'page', header: 'Page', cell: (action) => action.pageId ?? '—' },
        { id: 'updated', header: 'Updated', cell: (action) => formatDate(action.updatedAt) },
      ]}
    />
  )
}
