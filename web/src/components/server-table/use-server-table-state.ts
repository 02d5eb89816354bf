import { useState } from 'react'
import { useDebouncedValue } from './use-debounced-value.ts'

export interface ServerTableState {
  page: number
  setPage: (page: number) => void
  limit: number
  /** Changes the page size, back on page 1 so the rows seen so far stay in view. */
  setLimit: (limit: number) => void
  /** What the filter field shows, updated on every key. */
  filteringText: string
  setFilteringText: (text: string) => void
  /** The settled search to send, or undefined when blank. */
  search: string | undefined
}

/**
 * Page and search of a server-paginated table. The search sent to the API is debounced, and a new search starts
 * again from page 1, so the table never asks for page 4 of a list that now has one page.
 */
export function useServerTableState(initialLimit: number): ServerTableState {
  const [page, setPage] = useState(1)
  const [limit, setLimitState] = useState(initialLimit)
  const [filteringText, setText] = useState('')
  const settled = useDebouncedValue(filteringText.trim())
  const [searchedFor, setSearchedFor] = useState(settled)
  // Reset the page during render when the settled search changes: no extra request for the old page.
  if (searchedFor !== settled) {
    setSearchedFor(settled)
    setPage(1)
  }
  return {
    page,
    setPage,
    limit,
    setLimit: (next: number) => {
      setLimitState(next)
      setPage(1)
    },
    filteringText,
    setFilteringText: setText,
    search: settled === '' ? undefined : settled,
  }
}
