import { randomBytes } from 'node:crypto'
import type { AnswerCheck, Training, TrainingMetricPoint } from '@platform/shared/contracts/training'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createJobEntity } from '../../data/entities/job-entity.ts'
import type { createTrainingEntity } from '../../data/entities/training-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { getJob } from '../../platform/jobs/job-service.ts'
import { microsToDollars } from './micros-to-dollars.ts'

export type TrainingRecord = EntityItem<ReturnType<typeof createTrainingEntity>>
type JobRecord = EntityItem<ReturnType<typeof createJobEntity>>
export type TrainingKey = VersionKey & { trainingId: string }

export interface TrainingOptions {
  baseModel: string
  epochs: number | null
  validationSplit: number
  suffix: string | null
  systemPromptId: string | null
}

export interface StoredTrainingEvent {
  at: string
  level: 'info' | 'warn' | 'error'
  message: string
}

const activeStatuses = new Set(['queued', 'running'])

export function isActiveTraining(record: Pick<TrainingRecord, 'status'>): boolean {
  return activeStatuses.has(record.status)
}

/** Starts with the time in base 36 (fixed width), so a version's trainings sort by creation time. */
export function newTrainingId(at: Date = new Date()): string {
  return `tr${at.getTime().toString(36).padStart(9, '0')}${randomBytes(4).toString('hex')}`
}

/** The model a training registers has an id derived from the training's, so registering twice is one item. */
export function modelIdOfTraining(trainingId: string): string {
  return `md${trainingId.replace(/^tr/, '')}`
}

export function trainingKeyOf(record: TrainingKey): TrainingKey {
  return {
    organizationId: record.organizationId,
    projectId: record.projectId,
    versionId: record.versionId,
    trainingId: record.trainingId,
  }
}

export async function findTraining(key: TrainingKey): Promise<TrainingRecord | null> {
  const { data } = await db().entities.training.get(key).go()
  return data
}

export async function requireTraining(key: TrainingKey): Promise<TrainingRecord> {
  const record = await findTraining(key)
  if (!record) throw new AppError('NOT_FOUND', { message: 'This training does not exist in the version.' })
  return record
}

/** The version's trainings, newest first. */
export async function listTrainingRecords(key: VersionKey, limit = 50): Promise<TrainingRecord[]> {
  const { data } = await db().entities.training.query.byVersion(key).go({ order: 'desc', limit })
  return data
}

/** Changes fields that say where a training is; the status moves only through the guarded writes elsewhere. */
export async function updateTraining(key: TrainingKey, changes: Partial<TrainingRecord>): Promise<void> {
  const {
    organizationId: _organizationId,
    projectId: _projectId,
    versionId: _versionId,
    trainingId: _trainingId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...settable
  } = changes
  await db().entities.training.patch(trainingKeyOf(key)).set(settable).go()
}

/**
 * The training as the API answers it. A job the runner ended from outside the training's own steps (a step
 * Lambda that timed out, an execution stopped by an operator) still shows as ended, with the runner's reason.
 */
export function toTraining(record: TrainingRecord, job?: JobRecord | null): Training {
  const options = record.options as TrainingOptions
  const metricsHistory = (record.metricsHistory ?? []) as TrainingMetricPoint[]
  const endedOutside = isActiveTraining(record) && job && (job.status === 'failed' || job.status === 'cancelled')
  return {
    id: record.trainingId,
    versionId: record.versionId,
    kind: record.kind,
    status: endedOutside ? job.status : record.status,
    // A step that was mid-flight when the training was cancelled may still have written its stage.
    stage: endedOutside || !isActiveTraining(record) ? 'done' : record.stage,
    progress: Math.max(0, Math.min(100, Math.round(record.progress))),
    progressMessage: record.progressMessage ?? null,
    options: {
      baseModel: options.baseModel,
      epochs: options.epochs ?? null,
      validationSplit: options.validationSplit ?? 0,
      suffix: options.suffix ?? null,
      systemPromptId: options.systemPromptId ?? null,
    },
    counts: record.counts ?? null,
    estimatedTokens: record.estimatedTokens,
    creditsCharged: microsToDollars(record.creditsChargedMicros),
    creditsRefunded: record.creditsRefunded,
    providerJobId: record.providerJobId ?? null,
    trainedTokens: record.trainedTokens ?? null,
    metrics: metricsHistory.at(-1) ?? null,
    metricsHistory,
    ...(record.answerCheck ? { answerCheck: record.answerCheck as AnswerCheck } : {}),
    events: (record.events ?? []) as StoredTrainingEvent[],
    modelId: record.modelId ?? null,
    failureReason: endedOutside ? (job.failureReason ?? record.failureReason ?? null) : (record.failureReason ?? null),
    createdAt: record.createdAt,
    createdBy: record.createdBy,
    startedAt: record.startedAt ?? null,
    finishedAt: endedOutside ? (job.finishedAt ?? record.finishedAt ?? null) : (record.finishedAt ?? null),
  }
}

/** Trainings with the job records of those still active (keyed gets), for `toTraining`. */
export async function toTrainings(records: TrainingRecord[]): Promise<Training[]> {
  return Promise.all(
    records.map(async (record) => {
      if (!isActiveTraining(record) || !record.jobId) return toTraining(record)
      return toTraining(record, await getJob(record.jobId))
    }),
  )
}
