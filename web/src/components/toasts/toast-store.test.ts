import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, maximumToasts } from './toast-store.ts'

describe('createToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const messages = (store: ReturnType<typeof createToastStore>) => store.getSnapshot().map((toast) => toast.message)

  it('closes success and info toasts after 5,000 ms', () => {
    const store = createToastStore()
    store.show('success', 'Saved.')
    store.show('info', 'Heads up.')
    vi.advanceTimersByTime(4_999)
    expect(messages(store)).toEqual(['Saved.', 'Heads up.'])
    vi.advanceTimersByTime(1)
    expect(messages(store)).toEqual([])
  })

  it('keeps error toasts for 15,000 ms', () => {
    const store = createToastStore()
    store.show('error', 'Failed.')
    vi.advanceTimersByTime(14_999)
    expect(messages(store)).toEqual(['Failed.'])
    vi.advanceTimersByTime(1)
    expect(messages(store)).toEqual([])
  })

  it('clears the errors of an attempt when it succeeds, and only those', () => {
    const store = createToastStore()
    store.show('error', 'Invalid email or password.', { attempt: '/login/' })
    store.show('error', 'Something else failed.', { attempt: '/projects/' })
    store.show('success', 'Logged in.', { attempt: '/login/' })
    expect(messages(store)).toEqual(['Something else failed.', 'Logged in.'])
    expect(vi.getTimerCount()).toBe(2)
  })

  it('closes the errors of an attempt that moved on to its next step (a password accepted, a code to enter)', () => {
    const store = createToastStore()
    store.show('error', 'Invalid email or password.', { attempt: '/login/' })
    store.show('error', 'Elsewhere.', { attempt: '/projects/' })
    store.dismissErrorsOf('/login/')
    expect(messages(store)).toEqual(['Elsewhere.'])
    vi.advanceTimersByTime(15_000)
    expect(messages(store)).toEqual([])
  })

  it('keeps at most five, dropping the oldest', () => {
    const store = createToastStore()
    for (let index = 1; index <= maximumToasts + 2; index++) store.show('error', `Error ${index}`)
    expect(messages(store)).toEqual(['Error 3', 'Error 4', 'Error 5', 'Error 6', 'Error 7'])
    // Dropped toasts' timers are cancelled, so only the five shown remain scheduled.
    expect(vi.getTimerCount()).toBe(maximumToasts)
  })

  it('dismisses a toast early and cancels its timer', () => {
    const store = createToastStore()
    const id = store.show('error', 'Failed.')
    store.show('success', 'Saved.')
    store.dismiss(id)
    expect(messages(store)).toEqual(['Saved.'])
    expect(vi.getTimerCount()).toBe(1)
  })

  it('notifies subscribers with a new snapshot on each change', () => {
    const store = createToastStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const before = store.getSnapshot()
    store.show('info', 'One.')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).not.toBe(before)
    unsubscribe()
    store.show('info', 'Two.')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('clears everything and its timers', () => {
    const store = createToastStore()
    store.show('info', 'One.')
    store.show('error', 'Two.')
    store.clear()
    expect(messages(store)).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ignores dismissing an unknown toast', () => {
    const store = createToastStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.dismiss('toast-404')
    expect(listener).not.toHaveBeenCalled()
  })
})
