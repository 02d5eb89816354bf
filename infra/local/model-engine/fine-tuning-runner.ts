import { fineTunedModelId, localRetrievalModelId } from '@platform/functions/models/local-engine/model-ids'
import { seedOfLines } from '@platform/functions/models/local-engine/seeded-random'
import type { TrainingProgress } from '@platform/functions/models/local-engine/train-retrieval-model'
import {
  parseDocumentsFile,
  parseTrainingFile,
  TrainingFileError,
} from '@platform/functions/models/local-engine/training-file'
import type { AnswerCheck } from '@platform/shared/contracts/training'
import { EngineError } from './engine-error.ts'
import type { EngineStore } from './engine-store.ts'
import { newId, nowInSeconds } from './engine-store.ts'
import { TrainingThreads } from './training-threads.ts'
import { type AnswerCheckObject, type FineTuningJobObject, type JobStatus, terminalStatuses } from './wire-types.ts'

export interface CreateJobRequest {
  model: string
  trainingFile: string
  validationFile?: string
  suffix?: string
  epochs?: number
  seed?: number
  metadata?: Record<string, string>
}

/**
 * Runs fine-tuning jobs one at a time (training uses a whole core), each in a worker thread, through OpenAI's states:
 * validating_files → queued → running → succeeded | failed | cancelled. File validation starts at once; training
 * waits its turn. Cancelling ends the training thread at once. A job whose metadata names a `documents_file` also
 * learns from those texts (the version's pages and files).
 */
export class FineTuningRunner {
  #queue: Promise<void> = Promise.resolve()
  readonly #running = new Map<string, AbortController>()
  readonly #threads = new TrainingThreads()
  #stopped = false

  constructor(
    private readonly store: EngineStore,
    private readonly fallbackAnswer: string,
  ) {}

  /** Jobs left unfinished by a previous process cannot resume mid-training; they fail with a clear reason. */
  async recoverInterruptedJobs(): Promise<void> {
    for (const job of this.store.listJobs()) {
      if (terminalStatuses.includes(job.status)) continue
      await this.#finish(job.id, 'failed', {
        error: {
          code: 'engine_restarted',
          message: 'The model engine stopped while this job was running; create it again.',
          param: null,
        },
      })
    }
  }

  async create(request: CreateJobRequest): Promise<FineTuningJobObject> {
    if (request.model !== localRetrievalModelId) {
      throw new EngineError(
        400,
        `Model ${request.model} is not available for fine-tuning; use ${localRetrievalModelId}.`,
        'model_not_available',
        'model',
      )
    }
    for (const [param, fileId] of [
      ['training_file', request.trainingFile],
      ['validation_file', request.validationFile],
    ] as const) {
      if (fileId === undefined) continue
      const file = this.store.getFile(fileId)
      if (!file) throw new EngineError(400, `File ${fileId} does not exist.`, 'invalid_file', param)
      if (file.purpose !== 'fine-tune') {
        throw new EngineError(
          400,
          `File ${fileId} has purpose '${file.purpose}', not 'fine-tune'.`,
          'invalid_file_purpose',
          param,
        )
      }
    }
    if (request.suffix !== undefined && !/^[a-zA-Z0-9_-]{1,64}$/.test(request.suffix)) {
      throw new EngineError(
        400,
        'The suffix may have up to 64 letters, digits, "-" and "_".',
        'invalid_suffix',
        'suffix',
      )
    }
    const hyperparameters = {
      n_epochs: request.epochs ?? ('auto' as const),
      batch_size: 'auto' as const,
      learning_rate_multiplier: 'auto' as const,
    }
    const job: FineTuningJobObject = {
      id: newId('ftjob-'),
      object: 'fine_tuning.job',
      created_at: nowInSeconds(),
      error: null,
      fine_tuned_model: null,
      finished_at: null,
      hyperparameters,
      model: request.model,
      organization_id: 'org-local',
      result_files: [],
      // Without a seed, one from the training file's lines in any order: the same knowledge trains the same model in
      // every installation (a random seed made two fresh ones answer the same pairs differently).
      seed: request.seed ?? (await seedOfTrainingFile(this.store, request.trainingFile)),
      status: 'validating_files',
      trained_tokens: null,
      training_file: request.trainingFile,
      validation_file: request.validationFile ?? null,
      estimated_finish: null,
      integrations: null,
      metadata: request.metadata ?? null,
      method: { type: 'supervised', supervised: { hyperparameters } },
      user_provided_suffix: request.suffix ?? null,
    }
    await this.store.saveJob(job)
    await this.#event(job.id, 'info', `Validating training file: ${job.training_file}`)
    void this.#validateThenQueue(job.id, request).catch(() => {})
    return job
  }

  async cancel(id: string): Promise<FineTuningJobObject> {
    const job = this.store.getJob(id)
    if (!job) throw new EngineError(404, `Could not find fine-tune: ${id}`, 'fine_tune_not_found', 'fine_tune_id')
    if (terminalStatuses.includes(job.status)) {
      throw new EngineError(
        400,
        `Job has already ${job.status === 'succeeded' ? 'completed' : job.status}: ${id}.`,
        'invalid_request',
        null,
      )
    }
    const controller = this.#running.get(id)
    if (controller) controller.abort()
    return this.#finish(id, 'cancelled', {})
  }

  /** Aborts training and lets no queued job start; their records say why. */
  async stop(): Promise<void> {
    this.#stopped = true
    for (const controller of this.#running.values()) controller.abort()
    await this.#queue
    await this.#threads.stop()
    await this.recoverInterruptedJobs()
  }

  async #validateThenQueue(id: string, request: CreateJobRequest): Promise<void> {
    let examples: ReturnType<typeof parseTrainingFile>
    let validationExamples: ReturnType<typeof parseTrainingFile> | undefined
    let sourceTexts: string[] = []
    try {
      examples = parseTrainingFile((await this.store.readFileContent(request.trainingFile)).toString('utf8'))
      if (request.validationFile) {
        validationExamples = parseTrainingFile(
          (await this.store.readFileContent(request.validationFile)).toString('utf8'),
        )
      }
      const documentsFile = request.metadata?.documents_file
      if (documentsFile) {
        if (!this.store.getFile(documentsFile)) {
          throw new TrainingFileError(`The documents file ${documentsFile} does not exist.`)
        }
        sourceTexts = parseDocumentsFile((await this.store.readFileContent(documentsFile)).toString('utf8'))
      }
    } catch (error) {
      const message = error instanceof TrainingFileError ? error.message : 'The training file could not be read.'
      await this.#finish(id, 'failed', { error: { code: 'invalid_training_file', message, param: 'training_file' } })
      return
    }
    if (!this.#isActive(id)) return
    await this.#update(id, { status: 'queued' })
    await this.#event(id, 'info', `Files validated (${examples.length} examples), moving job to queued state`)
    this.#queue = this.#queue.then(() => this.#train(id, { examples, validationExamples, sourceTexts }, request))
  }

  async #train(
    id: string,
    files: {
      examples: ReturnType<typeof parseTrainingFile>
      validationExamples: ReturnType<typeof parseTrainingFile> | undefined
      sourceTexts: string[]
    },
    request: CreateJobRequest,
  ): Promise<void> {
    if (!this.#isActive(id) || this.#stopped) return
    const controller = new AbortController()
    this.#running.set(id, controller)
    try {
      await this.#update(id, { status: 'running' })
      await this.#event(id, 'info', 'Fine-tuning job started')
      const job = this.store.getJob(id) as FineTuningJobObject
      const trained = await this.#threads.train({
        ...files,
        epochs: request.epochs,
        seed: job.seed,
        fallbackAnswer: request.metadata?.fallback_answer ?? this.fallbackAnswer,
        signal: controller.signal,
        onProgress: (progress) => this.#progressEvent(id, progress),
      })
      if (!trained || controller.signal.aborted) return
      const modelId = fineTunedModelId(
        request.suffix,
        id
          .replace(/^ftjob-/, '')
          .slice(0, 8)
          .toLowerCase(),
      )
      await this.store.saveModel(id, trained.model)
      if (controller.signal.aborted) return
      await this.#event(id, 'info', `New fine-tuned model created: ${modelId}`)
      const hyperparameters = { ...job.hyperparameters, n_epochs: trained.metrics.epochs }
      // Written before the status, so whoever sees `succeeded` finds the whole event list.
      await this.#event(id, 'info', 'The job has successfully completed')
      await this.#finish(id, 'succeeded', {
        fine_tuned_model: modelId,
        trained_tokens: trained.metrics.trainedTokens,
        ...(trained.metrics.answerCheck ? { answer_check: answerCheckObject(trained.metrics.answerCheck) } : {}),
        hyperparameters,
        method: { type: 'supervised', supervised: { hyperparameters } },
      })
    } catch (error) {
      if (controller.signal.aborted) return
      const message = error instanceof Error ? error.message : 'Training failed.'
      await this.#event(id, 'error', `Training failed: ${message}`)
      await this.#finish(id, 'failed', { error: { code: 'training_failed', message, param: null } })
    } finally {
      this.#running.delete(id)
    }
  }

  async #progressEvent(id: string, progress: TrainingProgress): Promise<void> {
    if (progress.type === 'message') return this.#event(id, 'info', progress.message)
    const { metrics } = progress
    await this.store.appendEvent(id, {
      level: 'info',
      type: 'metrics',
      message: progress.message,
      data: {
        step: metrics.epoch,
        total_steps: metrics.epochs,
        train_loss: metrics.trainingLoss,
        train_accuracy: metrics.trainingAccuracy,
        valid_loss: metrics.validationLoss,
        valid_accuracy: metrics.validationAccuracy,
      },
    })
  }

  #isActive(id: string): boolean {
    const status = this.store.getJob(id)?.status
    return status !== undefined && !terminalStatuses.includes(status)
  }

  async #update(id: string, changes: Partial<FineTuningJobObject>): Promise<FineTuningJobObject> {
    const job = { ...(this.store.getJob(id) as FineTuningJobObject), ...changes }
    await this.store.saveJob(job)
    return job
  }

  async #finish(id: string, status: JobStatus, changes: Partial<FineTuningJobObject>): Promise<FineTuningJobObject> {
    const job = await this.#update(id, { ...changes, status, finished_at: nowInSeconds() })
    if (status === 'cancelled') await this.#event(id, 'info', 'Fine-tuning job cancelled')
    if (status === 'failed' && changes.error) await this.#event(id, 'error', `Job failed: ${changes.error.message}`)
    return job
  }

  #event(id: string, level: 'info' | 'warn' | 'error', message: string): Promise<void> {
    return this.store.appendEvent(id, { level, type: 'message', message, data: null })
  }
}

function answerCheckObject(check: AnswerCheck): AnswerCheckObject {
  return {
    answerable_questions: check.answerableQuestions,
    answered_right: check.answeredRight,
    accuracy: check.accuracy,
    out_of_scope_questions: check.outOfScopeQuestions,
    declined: check.declined,
    refusal_rate: check.refusalRate,
  }
}

async function seedOfTrainingFile(store: EngineStore, fileId: string): Promise<number> {
  const content = (await store.readFileContent(fileId)).toString('utf8')
  return seedOfLines(content.split('\n').filter((line) => line.trim() !== ''))
}
