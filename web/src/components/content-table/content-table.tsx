import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { TableProps } from '@cloudscape-design/components/table'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { VersionScope } from '../../lib/scopes.ts'
import type { ContentFormDescriptor } from '../content-form/content-form-descriptor.ts'
import { ContentFormModal } from '../content-form/content-form-modal.tsx'
import { EmptyState } from '../empty-state/empty-state.tsx'
import { ConfirmModal } from '../modals/confirm-modal.tsx'
import { type ServerPage, ServerTable } from '../server-table/server-table.tsx'
import { type ServerTableState, useServerTableState } from '../server-table/use-server-table-state.ts'
import { toast } from '../toasts/toast-store.ts'

/** Spec section 9: functions and system prompts default to 10 a page; the other content lists follow suit. */
export const contentPageSize = 10

type ListQuery = { page: number; limit: number; search?: string }

/** The version the table shows and whether this person may change it (a `VersionContext` fits). */
export interface ContentTableVersion {
  scope: VersionScope
  editable: boolean
}

/**
 * One content type of a version (pages, actions, workflows, FAQs, agent functions, system prompts, knowledge,
 * test cases): a server-paginated, searchable table whose rows are added and edited in the one descriptor-driven
 * form and deleted after confirming; optionally rows chosen with checkboxes for actions on several at once.
 * Each type brings its columns, its form and its words; the behaviour is the same for all.
 */
export function ContentTable<
  Item extends { id: string },
  Query extends Partial<ListQuery> = ListQuery,
  Deleted = unknown,
>({
  version,
  readOnlyText,
  title,
  description,
  singular,
  plural = title.toLowerCase(),
  useList,
  listQuery,
  useDelete,
  columns,
  describe,
  form,
  emptyText,
  capitalized = singular,
  deletedMessage = (item) => `${capitalized} deleted: ${describe(item)}.`,
  deleteQuestion,
  pageSize = contentPageSize,
  pageSizes,
  searchPlaceholder = `Search ${plural}`,
  actions,
  filters,
  filterActive,
  noMatch,
  bulkActions,
  headerVariant = 'h2',
  variant = 'container',
}: {
  version: ContentTableVersion
  /** Why the version cannot be changed (frozen, no permission), shown instead of `emptyText`; null if it can. */
  readOnlyText: string | null
  title: string
  description: string
  /** The item's name in a sentence: "page", "test case". */
  singular: string
  /** The items' name in a sentence, when the title's lower case will not do: "FAQs". */
  plural?: string
  useList: (scope: VersionScope, query: Query) => UseQueryResult<ServerPage<Item> | null>
  /** More of the list's query than page and search (e.g. a source filter). */
  listQuery?: Omit<Query, keyof ListQuery>
  useDelete: (scope: VersionScope) => UseMutationResult<Deleted, Error, string>
  columns: TableProps.ColumnDefinition<Item>[]
  /** How the item is named in confirmations and labels, e.g. its title or name. */
  describe: (item: Item) => string
  // biome-ignore lint/suspicious/noExplicitAny: each type's form has its own values, request and answer
  form: ContentFormDescriptor<Item, any, any, any>
  /** What to do next when the version has none yet. */
  emptyText: string
  /** The item's name starting a toast: "Page", "Function". */
  capitalized?: string
  /** The toast after a deletion, from the API's answer; "<capitalized> deleted: <name>." by default. */
  deletedMessage?: (item: Item, answer: Deleted) => string
  /** The confirmation's question; "Delete the <singular> <name> from this version?" by default. */
  deleteQuestion?: (item: Item) => ReactNode
  pageSize?: number
  pageSizes?: readonly number[]
  searchPlaceholder?: string
  /** Controls before the add button (import, export). */
  actions?: ReactNode
  filters?: ReactNode
  filterActive?: boolean
  noMatch?: ReactNode
  /**
   * With it, rows get checkboxes and these controls act on the chosen ones. Choices are not carried to another
   * page, search or filter: an action on chosen rows only touches rows in view.
   */
  bulkActions?: (chosen: Item[], clearChosen: () => void) => ReactNode
  headerVariant?: 'h1' | 'h2'
  variant?: TableProps.Variant
}) {
  const { scope, editable } = version
  const state = useServerTableState(pageSize)
  const list = useList(scope, { ...listQuery, page: state.page, limit: state.limit, search: state.search } as Query)
  const remove = useDelete(scope)
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null)
  const [deleting, setDeleting] = useState<Item | null>(null)
  const chosen = useChosenInView<Item>(state, listQuery)

  function confirmDelete() {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast.success(deletedMessage(deleting, answer))
        setDeleting(null)
      },
    })
  }

  const addButton = editable && (
    <Button variant="primary" onClick={() => setEditing({ item: null })}>
      {form.addHeader ?? `Add ${singular}`}
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
      <ServerTable<Item>
        title={title}
        description={description}
        headerVariant={headerVariant}
        variant={variant}
        state={state}
        data={list.data}
        loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
        trackBy="id"
        searchPlaceholder={searchPlaceholder}
        pageSizes={pageSizes}
        filters={filters}
        filterActive={filterActive}
        noMatch={noMatch}
        selection={
          editable && bulkActions
            ? { selectedItems: chosen.items, onChange: chosen.set, itemLabel: (item) => `Choose ${describe(item)}` }
            : undefined
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {editable && bulkActions && chosen.items.length > 0 && bulkActions(chosen.items, () => chosen.set([]))}
            {actions}
            {addButton}
          </SpaceBetween>
        }
        columnDefinitions={editable ? [...columns, actionsColumn] : columns}
        empty={
          <EmptyState title={`No ${plural} yet`} action={addButton}>
            {readOnlyText ?? emptyText}
          </EmptyState>
        }
      />
      {editing && (
        <ContentFormModal descriptor={form} scope={scope} item={editing.item} onClose={() => setEditing(null)} />
      )}
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
            {deleteQuestion?.(deleting) ?? (
              <>
                Delete the {singular} <Box variant="strong">{describe(deleting)}</Box> from this version?
              </>
            )}
          </Box>
        )}
      </ConfirmModal>
    </>
  )
}

/**
 * Rows chosen with checkboxes, forgotten when the page, page size, search or filter changes. A new filter also
 * starts again from page 1, so the table never asks for page 4 of a list that now has one page.
 */
function useChosenInView<Item>(state: ServerTableState, listQuery: object | undefined) {
  const [items, set] = useState<Item[]>([])
  const filterKey = JSON.stringify(listQuery ?? {})
  const [filteredBy, setFilteredBy] = useState(filterKey)
  if (filteredBy !== filterKey) {
    setFilteredBy(filterKey)
    state.setPage(1)
  }
  const viewKey = JSON.stringify([state.page, state.limit, state.search, listQuery])
  const [chosenInView, setChosenInView] = useState(viewKey)
  if (chosenInView !== viewKey) {
    setChosenInView(viewKey)
    set([])
  }
  return { items, set }
}
