/** Spec section 8: Success (teal), Info (blue), Error (red). */
export type ToastType = 'success' | 'info' | 'error'

export interface Toast {
  id: string
  type: ToastType
  message: string
}

/** Spec sections 8 and 9: errors stay long enough to be read and reported; the rest go after five seconds. */
export const toastDurations: Record<ToastType, number> = { success: 5_000, info: 5_000, error: 15_000 }

/** Spec section 8: at most five notifications at a time; the oldest makes room for the newest. */
export const maximumToasts = 5

export interface ToastTimers {
  setTimeout: (callback: () => void, milliseconds: number) => unknown
  clearTimeout: (handle: never) => void
}

/**
 * A tiny external store (for `useSyncExternalStore`) so that non-React code, such as the API client, can
 * show toasts too. Each toast closes itself after its type's duration.
 */
export function createToastStore(timers: ToastTimers = globalThis) {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const closeTimers = new Map<string, unknown>()

  function publish(next: readonly Toast[]) {
    toasts = next
    for (const listener of listeners) listener()
  }

  function forgetTimer(id: string) {
    const handle = closeTimers.get(id)
    if (handle === undefined) return
    timers.clearTimeout(handle as never)
    closeTimers.delete(id)
  }

  function dismiss(id: string) {
    forgetTimer(id)
    if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id))
  }

  function show(type: ToastType, message: string): string {
    const id = `toast-${nextId++}`
    const next = [...toasts, { id, type, message }]
    const overflow = next.slice(0, Math.max(0, next.length - maximumToasts))
    for (const dropped of overflow) forgetTimer(dropped.id)
    closeTimers.set(
      id,
      timers.setTimeout(() => dismiss(id), toastDurations[type]),
    )
    publish(next.slice(overflow.length))
    return id
  }

  function clear() {
    for (const id of [...closeTimers.keys()]) forgetTimer(id)
    publish([])
  }

  return {
    show,
    dismiss,
    clear,
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

export const toastStore = createToastStore()

/**
 * Shows a toast at the bottom centre of the console.
 *
 * @example
 * toast.success('Project created.')
 * toast.error(error.message)
 */
export const toast = {
  success: (message: string) => toastStore.show('success', message),
  info: (message: string) => toastStore.show('info', message),
  error: (message: string) => toastStore.show('error', message),
}
