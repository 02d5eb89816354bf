import { describe, expect, it } from 'vitest'
import {
  batchProgress,
  isUnfinished,
  newlyFinished,
  percentOf,
  pollingIntervalMilliseconds,
  pollWhileUnfinished,
  statusesById,
} from './job-polling.ts'

const status = (item: { status: string }) => item.status

describe('pollWhileUnfinished', () => {
  it('polls every 2 seconds while a job is queued or running', () => {
    expect(pollWhileUnfinished([{ status: 'succeeded' }, { status: 'queued' }], status)).toBe(2_000)
    expect(pollWhileUnfinished([{ status: 'running' }], status)).toBe(pollingIntervalMilliseconds)
  })

  it('polls while a source is still pending', () => {
    expect(pollWhileUnfinished([{ status: 'ready' }, { status: 'pending' }], status)).toBe(2_000)
  })

  it('stops once everything finished, failed or was cancelled', () => {
    expect(pollWhileUnfinished([{ status: 'succeeded' }, { status: 'failed' }, { status: 'cancelled' }], status)).toBe(
      false,
    )
    expect(pollWhileUnfinished([{ status: 'ready' }], status)).toBe(false)
  })

  it('does not poll an empty or missing list', () => {
    expect(pollWhileUnfinished([], status)).toBe(false)
    expect(pollWhileUnfinished(undefined, status)).toBe(false)
    expect(pollWhileUnfinished(null, status)).toBe(false)
  })
})

describe('isUnfinished', () => {
  it('knows the statuses that change by themselves', () => {
    expect(['queued', 'running', 'pending'].every(isUnfinished)).toBe(true)
    expect(['succeeded', 'failed', 'cancelled', 'ready'].some(isUnfinished)).toBe(false)
  })
})

describe('batchProgress', () => {
  it('counts finished items, failed ones included', () => {
    expect(batchProgress([{ status: 'ready' }, { status: 'failed' }, { status: 'pending' }], status)).toEqual({
      finished: 2,
      total: 3,
      percent: 67,
    })
  })

  it('has nothing to show when nothing is in progress', () => {
    expect(batchProgress([{ status: 'ready' }], status)).toBeNull()
    expect(batchProgress([], status)).toBeNull()
  })
})

describe('percentOf', () => {
  it('rounds and clamps', () => {
    expect(percentOf(1, 3)).toBe(33)
    expect(percentOf(5, 4)).toBe(100)
    expect(percentOf(3, 0)).toBe(0)
  })
})

describe('newlyFinished', () => {
  it('names the items that finished since the previous answer', () => {
    const previous = statusesById([
      { id: 'a', status: 'running' },
      { id: 'b', status: 'queued' },
      { id: 'c', status: 'succeeded' },
    ])
    const current = [
      { id: 'a', status: 'succeeded' },
      { id: 'b', status: 'running' },
      { id: 'c', status: 'succeeded' },
      { id: 'd', status: 'failed' },
    ]
    expect(newlyFinished(previous, current)).toEqual(['a'])
  })

  it('counts sources that left pending, failures included', () => {
    expect(newlyFinished(statusesById([{ id: 'x', status: 'pending' }]), [{ id: 'x', status: 'failed' }])).toEqual([
      'x',
    ])
  })
})
