/** Spec section 8: Success (teal), Info (blue), Error (red). */
export type ToastType = 'success' | 'info' | 'error'

export interface Toast {
  id: string
  type: ToastType
  /** A sentence for the reader: the catalogue's message, never the code in front of it. */
  message: string
  /** A smaller line under the message, e.g. the error code to quote when reporting it. */
  details?: string
  /** The attempt the toast belongs to (the screen it was raised on); a success there clears its errors. */
  attempt?: string
}

export interface ToastOptions {
  details?: string
  attempt?: string
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

  function show(type: ToastType, message: string, options: ToastOptions = {}): string {
    const id = `toast-${nextId++}`
    // A success resolves the attempt: the errors it made are no longer true, so they go with it.
    const resolved =
      type === 'success' && options.attempt !== undefined
        ? toasts.filter((toast) => toast.type === 'error' && toast.attempt === options.attempt)
        : []
    for (const toast of resolved) forgetTimer(toast.id)
    const kept = resolved.length > 0 ? toasts.filter((toast) => !resolved.includes(toast)) : toasts
    const next = [...kept, { id, type, message, ...options }]
    const overflow = next.slice(0, Math.max(0, next.length - maximumToasts))
    for (const dropped of overflow) forgetTimer(dropped.id)
    closeTimers.set(
      id,
      timers.setTimeout(() => dismiss(id), toastDurations[type]),
    )
    publish(next.slice(overflow.length))
    return id
  }

  /** Closes the error toasts of an attempt that has since moved on without a success of its own to show. */
  function dismissErrorsOf(attempt: string) {
    const resolved = toasts.filter((toast) => toast.type === 'error' && toast.attempt === attempt)
    for (const toast of resolved) forgetTimer(toast.id)
    if (resolved.length > 0) publish(toasts.filter((toast) => !resolved.includes(toast)))
  }

  function clear() {
    for (const id of [...closeTimers.keys()]) forgetTimer(id)
    publish([])
  }

  return {
    show,
    dismiss,
    dismissErrorsOf,
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

/** The screen a toast is raised on stands for its attempt: logging in, saving a form, adding links. */
function currentAttempt(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.pathname
}

/**
 * Shows a toast at the bottom centre of the console. A success clears the error toasts of the same screen, so
 * "Logged in." does not sit under the "Invalid email or password" of the try before.
 *
 * @example
 * toast.success('Project created.')
 * toast.error(messageForUser(error), detailsForUser(error))
 */
export const toast = {
  success: (message: string) => toastStore.show('success', message, { attempt: currentAttempt() }),
  info: (message: string) => toastStore.show('info', message),
  error: (message: string, details?: string) =>
    toastStore.show('error', message, { details, attempt: currentAttempt() }),
  /** The screen's attempt went through to a next step (a password accepted, a code to enter): its errors go. */
  settled: () => {
    const attempt = currentAttempt()
    if (attempt !== undefined) toastStore.dismissErrorsOf(attempt)
  },
}
