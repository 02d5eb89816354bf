import type { Training } from '@platform/shared/contracts/training'
import { describe, expect, it } from 'vitest'
import {
  describeProgress,
  isActiveTraining,
  newlyFinishedTrainings,
  startBlockers,
  trainingPollInterval,
} from './training-progress.ts'

type Progress = Pick<Training, 'stage' | 'status' | 'progress' | 'progressMessage'>
const progress = (change: Partial<Progress>): Progress => ({
  stage: 'fineTuning',
  status: 'running',
  progress: 40,
  progressMessage: null,
  ...change,
})

describe('trainingPollInterval', () => {
  it('polls every two seconds while any training is queued or running', () => {
    expect(trainingPollInterval([{ status: 'succeeded' }, { status: 'queued' }])).toBe(2_000)
    expect(trainingPollInterval([{ status: 'running' }])).toBe(2_000)
  })

  it('stops once every training has finished, and before the list has loaded', () => {
    expect(trainingPollInterval([{ status: 'succeeded' }, { status: 'failed' }, { status: 'cancelled' }])).toBe(false)
    expect(trainingPollInterval([])).toBe(false)
    expect(trainingPollInterval(undefined)).toBe(false)
    expect(trainingPollInterval(null)).toBe(false)
  })
})

describe('isActiveTraining', () => {
  it('is true only for queued and running', () => {
    expect(
      ['queued', 'running', 'succeeded', 'failed', 'cancelled'].map((status) =>
        isActiveTraining({ status: status as Training['status'] }),
      ),
    ).toEqual([true, true, false, false, false])
  })
})

describe('describeProgress', () => {
  it('names the step and its place among the working steps', () => {
    expect(describeProgress(progress({ stage: 'snapshot', progress: 5 }))).toEqual({
      percent: 5,
      stepName: 'Step 1 of 5: Copying the version’s content',
      detail: null,
    })
    expect(describeProgress(progress({ progressMessage: 'Training: epoch 4 of 12' }))).toMatchObject({
      stepName: 'Step 3 of 5: Training',
      detail: 'Training: epoch 4 of 12',
    })
  })

  it('shows waiting and finished stages without a step number', () => {
    expect(describeProgress(progress({ stage: 'queued', status: 'queued', progress: 0 })).stepName).toBe(
      'Waiting to start',
    )
    expect(describeProgress(progress({ stage: 'done', status: 'succeeded', progress: 100 }))).toEqual({
      percent: 100,
      stepName: 'Finished',
      detail: null,
    })
  })

  it('keeps an active bar short of 100% and any bar within 0 to 100', () => {
    expect(describeProgress(progress({ progress: 100 })).percent).toBe(99)
    expect(describeProgress(progress({ progress: 140, status: 'failed', stage: 'done' })).percent).toBe(100)
    expect(describeProgress(progress({ progress: -3 })).percent).toBe(0)
    expect(describeProgress(progress({ progress: Number.NaN })).percent).toBe(0)
    expect(describeProgress(progress({ progress: 33.6 })).percent).toBe(34)
  })

  it('leaves out a blank progress message, or one that only repeats the step', () => {
    expect(describeProgress(progress({ progressMessage: '   ' })).detail).toBeNull()
    expect(
      describeProgress(progress({ stage: 'queued', status: 'queued', progressMessage: 'Waiting to start.' })).detail,
    ).toBeNull()
  })
})

describe('newlyFinishedTrainings', () => {
  it('finds trainings that were active before and have finished now', () => {
    const before: Pick<Training, 'id' | 'status'>[] = [
      { id: 'a', status: 'running' },
      { id: 'b', status: 'queued' },
      { id: 'c', status: 'succeeded' },
    ]
    const after: Pick<Training, 'id' | 'status'>[] = [
      { id: 'a', status: 'succeeded' },
      { id: 'b', status: 'running' },
      { id: 'c', status: 'succeeded' },
      { id: 'd', status: 'failed' },
    ]
    expect(newlyFinishedTrainings(before, after)).toEqual([{ id: 'a', status: 'succeeded' }])
  })

  it('reports nothing on the first answer, so reopening the page does not announce old trainings', () => {
    expect(newlyFinishedTrainings(undefined, [{ id: 'a', status: 'succeeded' }])).toEqual([])
    expect(newlyFinishedTrainings([{ id: 'a', status: 'running' }], null)).toEqual([])
  })
})

describe('startBlockers', () => {
  const alreadyRunning = 'A training of this version is already running. Wait for it to finish or cancel it.'

  it('lets a training start once the list shows the last one finished, though the estimate still says running', () => {
    expect(startBlockers([alreadyRunning], false, alreadyRunning)).toEqual({ shown: [], canStart: true })
  })

  it('blocks without a warning while the list shows a training running', () => {
    expect(startBlockers([], true, alreadyRunning)).toEqual({ shown: [], canStart: false })
  })

  it('keeps every other blocker', () => {
    expect(startBlockers(['No credits.', alreadyRunning], false, alreadyRunning)).toEqual({
      shown: ['No credits.'],
      canStart: false,
    })
  })
})
