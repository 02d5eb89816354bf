import { useEffect, useRef } from 'react'
import { newlyFinished, statusesById } from './job-polling.ts'

/**
 * Calls `onFinished` when any item of a polled list goes from queued, running or pending to an end state, so a
 * page refreshes what the background work produced (for example the knowledge table after an import).
 */
export function useRefreshWhenFinished(
  items: readonly { id: string; status: string }[] | null | undefined,
  onFinished: (ids: string[]) => void,
): void {
  const previous = useRef<Map<string, string> | null>(null)
  const callback = useRef(onFinished)
  callback.current = onFinished
  useEffect(() => {
    if (!items) return
    const finished = previous.current ? newlyFinished(previous.current, items) : []
    previous.current = statusesById(items)
    if (finished.length > 0) callback.current(finished)
  }, [items])
}
