/**
 * Arithmetic of server-paginated tables: the API answers one page of `limit` items and the `total` that
 * match, and the table shows page numbers from 1.
 */

/** How many pages `total` items fill; at least 1, so an empty table still shows "page 1 of 1". */
export function pageCount(total: number, limit: number): number {
  if (limit <= 0) return 1
  return Math.max(1, Math.ceil(total / limit))
}

/**
 * The page to show after the total changed (a deletion emptied the last page, a search narrowed the list):
 * the same page while it still exists, otherwise the last one.
 *
 * @example
 * pageAfterChange(3, 10, 5) // 2: deleting the only item of page 3 of 5-per-page leaves two pages
 */
export function pageAfterChange(page: number, total: number, limit: number): number {
  return Math.min(Math.max(1, page), pageCount(total, limit))
}

/** "6–10 of 23": the range of items a page shows, for the table's counter. */
export function itemRange(page: number, limit: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `0 of ${total}`
  const first = (page - 1) * limit + 1
  return `${first}–${first + shown - 1} of ${total}`
}
