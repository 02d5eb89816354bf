import { randomBytes } from 'node:crypto'

let lastMilliseconds = 0

/**
 * An id that sorts by creation time (base-36 milliseconds, padded) then random: sessions, messages and log entries
 * list in order with a plain key query. Within one process ids never go back in time, so a reply written in the
 * same millisecond as its question still sorts after it.
 */
export function newSortableId(prefix: string): string {
  const now = Math.max(Date.now(), lastMilliseconds + 1)
  lastMilliseconds = now
  return `${prefix}${now.toString(36).padStart(9, '0')}${randomBytes(5).toString('hex')}`
}
