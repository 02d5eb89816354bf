import { useSyncExternalStore } from 'react'
import { type ConsoleContext, createConsoleContextStore } from './console-context-store.ts'

/** The one store the console uses, persisted to this browser's local storage. */
export const consoleContextStore = createConsoleContextStore(
  typeof window === 'undefined' ? undefined : window.localStorage,
)

/**
 * Reads the locally kept context; pass a selector to re-render only when that part changes.
 *
 * @example
 * const orgId = useConsoleContext((context) => context.orgId)
 */
export function useConsoleContext<Selected = ConsoleContext>(
  select: (context: ConsoleContext) => Selected = (context) => context as Selected,
): Selected {
  return useSyncExternalStore(consoleContextStore.subscribe, () => select(consoleContextStore.getSnapshot()))
}
