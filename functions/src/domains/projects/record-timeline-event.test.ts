import { describe, expect, it } from 'vitest'
import { newTimelineEventId } from './record-timeline-event.ts'

describe('newTimelineEventId', () => {
  it('sorts by time as text and stays unique within one millisecond', () => {
    const earlier = newTimelineEventId(new Date('2025-03-01T10:00:00.000Z'))
    const later = newTimelineEventId(new Date('2025-03-01T10:00:00.001Z'))
    expect([later, earlier].sort()).toEqual([earlier, later])
    const at = new Date('2025-03-01T10:00:00.000Z')
    expect(newTimelineEventId(at)).not.toBe(newTimelineEventId(at))
    expect(earlier.startsWith('2025-03-01T10:00:00.000Z#')).toBe(true)
  })
})
