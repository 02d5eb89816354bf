import type { TrainingMetricPoint } from '@platform/shared/contracts/training'
import type { FineTuningEvent, FineTuningStatus } from '../../models/provider.ts'

/** Where each step starts on the progress bar; the provider's training takes most of it. */
export const stageProgress = { snapshot: 2, upload: 5, fineTuning: 10, register: 85, index: 90, done: 100 } as const

/**
 * Progress while the provider trains: file checks and queueing first, then the share of steps (epochs for the
 * local engine) its latest metrics event reports.
 */
export function fineTuningProgress(status: FineTuningStatus, latest: TrainingMetricPoint | undefined): number {
  if (status === 'validating_files') return stageProgress.fineTuning
  if (status === 'queued') return stageProgress.fineTuning + 2
  if (status === 'succeeded') return stageProgress.register
  const share = latest?.totalSteps ? Math.min(1, latest.step / latest.totalSteps) : 0
  return stageProgress.fineTuning + 5 + Math.round(70 * share)
}

/** The provider's metrics events as curve points, oldest first (the provider interface lists them so). */
export function metricPointsOf(events: readonly FineTuningEvent[]): TrainingMetricPoint[] {
  return events.flatMap((event) =>
    event.metrics
      ? [
          {
            step: event.metrics.step,
            totalSteps: event.metrics.totalSteps ?? null,
            trainLoss: event.metrics.trainLoss ?? null,
            trainAccuracy: event.metrics.trainAccuracy ?? null,
            validationLoss: event.metrics.validationLoss ?? null,
            validationAccuracy: event.metrics.validationAccuracy ?? null,
          },
        ]
      : [],
  )
}

/** The provider's latest log lines for the console (metrics lines included: they read well). */
export function recentEventsOf(events: readonly FineTuningEvent[], limit = 50) {
  return events.slice(-limit).map((event) => ({
    at: new Date(event.createdAt * 1000).toISOString(),
    level: event.level,
    message: event.message,
  }))
}

/** One line for the progress bar, e.g. "Training: step 4 of 12 (validation accuracy 0.83)". */
export function fineTuningMessage(status: FineTuningStatus, latest: TrainingMetricPoint | undefined): string {
  if (status === 'validating_files') return 'The provider is checking the training file.'
  if (status === 'queued') return 'Waiting for the provider to start training.'
  if (status === 'succeeded') return 'Training finished.'
  if (!latest) return 'Training started.'
  const of = latest.totalSteps ? ` of ${latest.totalSteps}` : ''
  const accuracy =
    latest.validationAccuracy !== null ? ` (validation accuracy ${latest.validationAccuracy.toFixed(2)})` : ''
  return `Training: step ${latest.step}${of}${accuracy}`
}
