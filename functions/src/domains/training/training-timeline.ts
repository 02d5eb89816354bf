/** Timeline event types of trainings, models and retrieval (`area.verb`, see record-timeline-event.ts). */
export const trainingTimelineEvents = {
  queued: 'training.queued',
  snapshotTaken: 'training.snapshotTaken',
  fineTuningStarted: 'training.fineTuningStarted',
  fineTuned: 'training.fineTuned',
  succeeded: 'training.succeeded',
  failed: 'training.failed',
  cancelled: 'training.cancelled',
  modelRegistered: 'model.registered',
  ragIndexBuilt: 'rag.indexBuilt',
  ragEnabled: 'rag.enabled',
  ragDisabled: 'rag.disabled',
} as const
