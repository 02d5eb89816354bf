/**
 * A date for tables and overviews: day, short month and year in the reader's locale, e.g. "3 Mar 2026".
 * An unreadable value is shown as it came rather than as "Invalid Date".
 */
export function formatDate(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date)
}
