import { describe, expect, it } from 'vitest'
import { fineTuningMessage, fineTuningProgress, metricPointsOf, recentEventsOf } from './training-progress.ts'

describe('training progress', () => {
  const events = [
    { id: 'e1', createdAt: 1_700_000_000, level: 'info' as const, message: 'Fine-tuning job started' },
    {
      id: 'e2',
      createdAt: 1_700_000_001,
      level: 'info' as const,
      message: 'Epoch 3/12',
      metrics: { step: 3, totalSteps: 12, trainLoss: 0.9, validationAccuracy: 0.5 },
    },
  ]

  it('turns metrics events into curve points and keeps the latest log lines', () => {
    expect(metricPointsOf(events)).toEqual([
      { step: 3, totalSteps: 12, trainLoss: 0.9, trainAccuracy: null, validationLoss: null, validationAccuracy: 0.5 },
    ])
    expect(recentEventsOf(events, 1)).toEqual([
      { at: '2023-11-14T22:13:21.000Z', level: 'info', message: 'Epoch 3/12' },
    ])
  })

  it('moves the bar from file checks through the epochs to the end of training', () => {
    const [point] = metricPointsOf(events)
    expect(fineTuningProgress('validating_files', undefined)).toBe(10)
    expect(fineTuningProgress('queued', undefined)).toBe(12)
    expect(fineTuningProgress('running', undefined)).toBe(15)
    expect(fineTuningProgress('running', point)).toBe(33)
    expect(fineTuningProgress('succeeded', point)).toBe(85)
    expect(fineTuningMessage('running', point)).toBe('Training: step 3 of 12 (validation accuracy 0.50)')
  })
})
