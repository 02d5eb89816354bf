/** Timeline event types of test runs (`area.verb`, see record-timeline-event.ts). */
export const evaluationTimelineEvents = {
  started: 'testing.started',
  succeeded: 'testing.succeeded',
  failed: 'testing.failed',
} as const
