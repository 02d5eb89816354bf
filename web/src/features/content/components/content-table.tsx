import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { TableProps } from '@cloudscape-design/components/table'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { type ServerPage, ServerTable } from '../../../components/server-table/server-table.tsx'
import { useServerTableState } from '../../../components/server-table/use-server-table-state.ts'
import { toast } from '../../../components/toasts/toast-store.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'

/** Spec section 9: functions and system prompts default to 10 a page; the other content lists follow suit. */
export const contentPageSize = 10

interface ContentItem {
  id: string
}

type ListQuery = { page: number; limit: number; search?: string }

/**
 * One content type of a version (pages, actions, workflows, FAQs, agent functions, system prompts): a
 * server-paginated, searchable table whose rows are added and edited in a form and deleted after confirming.
 * Each type brings its columns, its form and its words; the behaviour is the same for all.
 */
export function ContentTable<Item extends ContentItem>({
  context,
  title,
  description,
  singular,
  plural = title.toLowerCase(),
  capitalized,
  useList,
  useDelete,
  columns,
  describe,
  renderForm,
  emptyText,
  headerVariant = 'h2',
  variant = 'container',
}: {
  context: VersionContext
  title: string
  description: string
  /** The item's name in a sentence: "page", "agent function". */
  singular: string
  /** The items' name in a sentence, when the title's lower case will not do: "FAQs". */
  plural?: string
  /** The item's name starting a toast: "Page", "Function". */
  capitalized: string
  useList: (scope: VersionScope, query: ListQuery) => UseQueryResult<ServerPage<Item> | null>
  useDelete: (scope: VersionScope) => UseMutationResult<unknown, Error, string>
  columns: TableProps.ColumnDefinition<Item>[]
  /** How the item is named in confirmations and labels, e.g. its title or name. */
  describe: (item: Item) => string
  /** The add (item null) or edit form, in a modal; it calls `onClose` when done or dismissed. */
  renderForm: (item: Item | null, onClose: () => void) => ReactNode
  /** What to do next when the version has none yet. */
  emptyText: string
  headerVariant?: 'h1' | 'h2'
  variant?: TableProps.Variant
}) {
  const { scope, editable } = context
  const state = useServerTableState(contentPageSize)
  const list = useList(scope, { page: state.page, limit: state.limit, search: state.search })
  const remove = useDelete(scope)
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null)
  const [deleting, setDeleting] = useState<Item | null>(null)

  function confirmDelete() {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`${capitalized} deleted: ${describe(deleting)}.`)
        setDeleting(null)
      },
    })
  }

  const addButton = editable && (
    <Button variant="primary" onClick={() => setEditing({ item: null })}>
      Add {singular}
    </Button>
  )
  const actionsColumn: TableProps.ColumnDefinition<Item> = {
    id: 'actions',
    header: 'Actions',
    minWidth: 140,
    cell: (item) => (
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="inline-link" ariaLabel={`Edit ${describe(item)}`} onClick={() => setEditing({ item })}>
          Edit
        </Button>
        <Button variant="inline-link" ariaLabel={`Delete ${describe(item)}`} onClick={() => setDeleting(item)}>
          Delete
        </Button>
      </SpaceBetween>
    ),
  }

  return (
    <>
      <ServerTable
        title={title}
        description={description}
        headerVariant={headerVariant}
        variant={variant}
        state={state}
        data={list.data}
        loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
        trackBy="id"
        searchPlaceholder={`Search ${plural}`}
        actions={addButton}
        columnDefinitions={editable ? [...columns, actionsColumn] : columns}
        empty={
          <EmptyState title={`No ${plural} yet`} action={addButton}>
            {readOnlyReason(context) ?? emptyText}
          </EmptyState>
        }
      />
      {editing && renderForm(editing.item, () => setEditing(null))}
      <ConfirmModal
        visible={deleting !== null}
        header={`Delete ${singular}`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onDismiss={() => setDeleting(null)}
      >
        {deleting && (
          <Box variant="p">
            Delete the {singular} <Box variant="strong">{describe(deleting)}</Box> from this version?
          </Box>
        )}
      </ConfirmModal>
    </>
  )
}
