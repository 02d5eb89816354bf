import type { Training, TrainingStage } from '@platform/shared/contracts/training'
import { isUnfinished, pollWhileUnfinished } from '../../components/jobs/job-polling.ts'

/** Queued and running trainings can still change, so the page keeps asking about them. */
export function isActiveTraining(training: Pick<Training, 'status'>): boolean {
  return isUnfinished(training.status)
}

/**
 * TanStack Query's `refetchInterval` for the training list: the console's job polling interval (two seconds)
 * while any training is queued or running, and none once every training has finished, so a page left open
 * on an idle version sends no requests.
 *
 * @example
 * useQuery({ ..., refetchInterval: (query) => trainingPollInterval(query.state.data) })
 */
export function trainingPollInterval(
  trainings: readonly Pick<Training, 'status'>[] | null | undefined,
): number | false {
  return pollWhileUnfinished(trainings, (training) => training.status)
}

/** Names of the contract's stages for the progress bar, in the order a training passes them. */
export const stageNames: Record<TrainingStage, string> = {
  queued: 'Waiting to start',
  snapshot: 'Copying the version’s content',
  upload: 'Preparing the training files',
  fineTuning: 'Training',
  register: 'Registering the model',
  index: 'Building the retrieval index',
  done: 'Finished',
}

/** The stages a user sees as steps; `queued` is before the first step and `done` after the last. */
const workingStages: readonly TrainingStage[] = ['snapshot', 'upload', 'fineTuning', 'register', 'index']

export interface ProgressView {
  /** 0 to 100. */
  percent: number
  /** What the bar is labelled with, e.g. "Step 3 of 5: Training". */
  stepName: string
  /** The server's sentence on what is happening now, when it wrote one. */
  detail: string | null
}

const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '')

/**
 * What the progress bar of a training shows. The server's percentage is kept within 0 to 100 and never shown
 * as finished while the training is still active, so the bar does not sit at 100% during the last step.
 */
export function describeProgress(
  training: Pick<Training, 'stage' | 'status' | 'progress' | 'progressMessage'>,
): ProgressView {
  const stepIndex = workingStages.indexOf(training.stage)
  const name = stageNames[training.stage]
  const stepName = stepIndex === -1 ? name : `Step ${stepIndex + 1} of ${workingStages.length}: ${name}`
  const bounded = Math.min(100, Math.max(0, Number.isFinite(training.progress) ? training.progress : 0))
  const percent = isActiveTraining(training) ? Math.min(bounded, 99) : bounded
  const message = training.progressMessage?.trim() || null
  // A message that only repeats the step's name ("Waiting to start.") would say the same thing twice.
  const detail = message && comparable(message) !== comparable(name) ? message : null
  return { percent: Math.round(percent), stepName, detail }
}

/**
 * Trainings that were queued or running in the previous answer and have finished in this one, so the page can
 * say so once and refresh what a finished training changes (the models list, the retrieval index, estimates).
 */
export function newlyFinishedTrainings<Item extends Pick<Training, 'id' | 'status'>>(
  previous: readonly Item[] | null | undefined,
  current: readonly Item[] | null | undefined,
): Item[] {
  if (!previous || !current) return []
  const wasActive = new Set(previous.filter(isActiveTraining).map((training) => training.id))
  return current.filter((training) => wasActive.has(training.id) && !isActiveTraining(training))
}

/**
 * What stops a training now, from the estimate's blockers and whether the trainings list shows one running. The
 * list is polled while a training runs; the estimate is read again only after it ends, and until that answer
 * arrives it still says "already running" (issue 43: seconds after "Training finished"). So the list decides
 * that one: the estimate's own "already running" is dropped, and a running training in the list blocks.
 *
 * @example startBlockers(['A training of this version is already running. …'], false) // []
 */
export function startBlockers(
  estimateBlockers: readonly string[],
  trainingInProgress: boolean,
  alreadyRunning: string,
): { shown: string[]; canStart: boolean } {
  const shown = estimateBlockers.filter((blocker) => blocker !== alreadyRunning)
  return { shown, canStart: shown.length === 0 && !trainingInProgress }
}
