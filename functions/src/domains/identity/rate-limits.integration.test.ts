import { describe, expect, it, vi } from 'vitest'
import { localPlatformForThisFile } from '../../../../tests/support/platform-for-this-file.ts'
import { clearWindow, countEvent, countInWindow } from './rate-limits.ts'

localPlatformForThisFile()

describe('fixed-window rate counters', () => {
  it('counts an event once per window when a minute window and a quarter-hour window start at the same second', async () => {
    // 19:30:05 UTC: the minute window and the quarter-hour window both started at 19:30:00.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T19:30:05Z') })
    const bucket = 'test:aligned-windows'
    for (let event = 0; event < 3; event += 1)
      await Promise.all([countEvent(bucket, 60), countEvent(bucket, 15 * 60), countEvent(bucket, 24 * 60 * 60)])
    expect(await countInWindow(bucket, 60)).toBe(3)
    expect(await countInWindow(bucket, 15 * 60)).toBe(3)
    expect(await countInWindow(bucket, 24 * 60 * 60)).toBe(3)

    await clearWindow(bucket, 60)
    expect(await countInWindow(bucket, 60)).toBe(0)
    expect(await countInWindow(bucket, 15 * 60)).toBe(3)
  })

  it('starts a fresh count when the window moves on', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T19:31:59Z') })
    const bucket = 'test:moving-window'
    await countEvent(bucket, 60)
    expect(await countInWindow(bucket, 60)).toBe(1)
    vi.setSystemTime(new Date('2026-11-23T19:32:00Z'))
    expect(await countInWindow(bucket, 60)).toBe(0)
  })
})
