import Header from '@cloudscape-design/components/header'
import Pagination from '@cloudscape-design/components/pagination'
import Select from '@cloudscape-design/components/select'
import Table, { type TableProps } from '@cloudscape-design/components/table'
import TextFilter from '@cloudscape-design/components/text-filter'
import { type ReactNode, useEffect } from 'react'
import './server-table.css'
import { pageAfterChange, pageCount } from './pagination.ts'
import type { ServerTableState } from './use-server-table-state.ts'

/** One page of a list as the content and knowledge APIs answer it. */
export interface ServerPage<Item> {
  items: Item[]
  total: number
}

/**
 * A table over a server-paginated list: header with the total, debounced search, page numbers, loading and
 * empty states. The caller owns the query (and thus the cache key); this shows it.
 */
export function ServerTable<Item>({
  title,
  description,
  actions,
  state,
  data,
  loading,
  columnDefinitions,
  trackBy,
  empty,
  noMatch,
  searchPlaceholder,
  filters,
  filterActive = false,
  variant = 'container',
  headerVariant = 'h2',
  pageSizes,
  selection,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  state: ServerTableState
  /** Undefined while loading; null when the list could not be loaded. */
  data: ServerPage<Item> | null | undefined
  loading: boolean
  columnDefinitions: TableProps.ColumnDefinition<Item>[]
  trackBy: TableProps.TrackBy<Item>
  /** Shown when the list holds nothing yet: say what to do next. */
  empty: ReactNode
  /** Shown when a search or filter matches nothing. */
  noMatch?: ReactNode
  searchPlaceholder: string
  /** More filter controls beside the search field (e.g. a source select). */
  filters?: ReactNode
  /** True while `filters` narrow the list, so an empty answer reads as "no match" rather than "nothing yet". */
  filterActive?: boolean
  variant?: TableProps.Variant
  headerVariant?: 'h1' | 'h2'
  /** Page sizes to choose from; without them the page size is fixed. */
  pageSizes?: readonly number[]
  /** Rows chosen with checkboxes, for actions on several at once. */
  selection?: {
    selectedItems: readonly Item[]
    onChange: (items: Item[]) => void
    /** What a row's checkbox is called for screen readers, e.g. "Choose How do I…". */
    itemLabel: (item: Item) => string
  }
}) {
  const total = data?.total ?? 0
  const pages = pageCount(total, state.limit)
  const { page, setPage, limit } = state

  // A deletion that empties the last page moves back a page instead of showing an empty one.
  useEffect(() => {
    if (!data) return
    const next = pageAfterChange(page, data.total, limit)
    if (next !== page) setPage(next)
  }, [data, page, limit, setPage])

  const filtered = state.search !== undefined || filterActive
  return (
    <Table
      variant={variant}
      items={data?.items ?? []}
      loading={loading}
      loadingText={`Loading ${title.toLowerCase()}`}
      trackBy={trackBy}
      columnDefinitions={columnDefinitions}
      {...(selection
        ? {
            selectionType: 'multi' as const,
            selectedItems: selection.selectedItems,
            onSelectionChange: ({ detail }: { detail: { selectedItems: Item[] } }) =>
              selection.onChange(detail.selectedItems),
            ariaLabels: {
              selectionGroupLabel: `${title} rows`,
              allItemsSelectionLabel: () => 'Choose every row of this page',
              itemSelectionLabel: (_selection: unknown, item: Item) => selection.itemLabel(item),
            },
          }
        : {})}
      wrapLines
      header={
        <Header
          variant={headerVariant}
          counter={data ? `(${total})` : undefined}
          description={description}
          actions={actions}
        >
          {title}
        </Header>
      }
      filter={
        <div className="server-table-filters">
          <TextFilter
            filteringText={state.filteringText}
            filteringPlaceholder={searchPlaceholder}
            filteringAriaLabel={searchPlaceholder}
            countText={state.search !== undefined && data ? `${total} ${total === 1 ? 'match' : 'matches'}` : undefined}
            onChange={({ detail }) => state.setFilteringText(detail.filteringText)}
          />
          {filters}
          {pageSizes && (
            <Select
              ariaLabel="Rows per page"
              selectedOption={{ value: String(limit), label: `${limit} per page` }}
              options={pageSizes.map((size) => ({ value: String(size), label: `${size} per page` }))}
              onChange={({ detail }) => state.setLimit(Number(detail.selectedOption.value))}
            />
          )}
        </div>
      }
      pagination={
        <Pagination
          currentPageIndex={page}
          pagesCount={pages}
          onChange={({ detail }) => setPage(detail.currentPageIndex)}
          ariaLabels={{
            nextPageLabel: 'Next page',
            previousPageLabel: 'Previous page',
            pageLabel: (number) => `Page ${number} of ${pages}`,
          }}
        />
      }
      empty={
        data === null
          ? `${title} could not be loaded. Reload the page to try again.`
          : filtered
            ? (noMatch ?? 'Nothing matches this search.')
            : empty
      }
    />
  )
}
