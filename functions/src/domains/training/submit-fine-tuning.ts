import { createHash } from 'node:crypto'
import { modelProvider } from '../../models/provider-registry.ts'
import { logger } from '../../platform/logger.ts'
import { recordTimelineEvent } from '../projects/index.ts'
import { stageProgress } from './training-progress.ts'
import { findTraining, type TrainingOptions, type TrainingRecord, updateTraining } from './training-records.ts'
import { readArtifact } from './training-storage.ts'
import { trainingTimelineEvents } from './training-timeline.ts'
import type { TrainingSnapshot } from './version-content.ts'

/**
 * Step 2: uploads the training (and validation) file from the snapshot (and, for a model that learns from
 * documents, the version's page and file texts) to the provider and creates its
 * fine-tuning job. Each id is saved as soon as it exists, so a repeated step skips what was already done. A
 * training cancelled while the job was being created gets its provider job cancelled at once.
 */
export async function submitFineTuning(record: TrainingRecord): Promise<void> {
  const provider = modelProvider()
  const options = record.options as TrainingOptions
  if (!record.trainingFileKey) throw new Error('The training has no training file; its snapshot is missing.')
  const trainingFile = await readArtifact(record.trainingFileKey)
  let trainingFileId = record.providerTrainingFileId
  if (!trainingFileId) {
    const file = await provider.uploadTrainingFile(`${record.trainingId}-training.jsonl`, trainingFile)
    trainingFileId = file.id
    await updateTraining(record, { providerTrainingFileId: trainingFileId })
  }
  let validationFileId = record.providerValidationFileId
  if (record.validationFileKey && !validationFileId) {
    const file = await provider.uploadTrainingFile(
      `${record.trainingId}-validation.jsonl`,
      await readArtifact(record.validationFileKey),
    )
    validationFileId = file.id
    await updateTraining(record, { providerValidationFileId: validationFileId })
  }
  let documentsFileId = record.providerDocumentsFileId
  if (!documentsFileId && provider.capabilities(options.baseModel).learnsFromDocuments && record.snapshotKey) {
    const documents = documentsFile(JSON.parse(await readArtifact(record.snapshotKey)) as TrainingSnapshot)
    if (documents !== '') {
      documentsFileId = (await provider.uploadTrainingFile(`${record.trainingId}-documents.jsonl`, documents)).id
      await updateTraining(record, { providerDocumentsFileId: documentsFileId })
    }
  }
  if (record.providerJobId) return
  const job = await provider.createFineTuningJob({
    trainingFile: trainingFileId,
    seed: trainingSeed(trainingFile, options),
    ...(validationFileId ? { validationFile: validationFileId } : {}),
    model: options.baseModel,
    ...(options.suffix ? { suffix: options.suffix } : {}),
    ...(options.epochs ? { hyperparameters: { nEpochs: options.epochs } } : {}),
    metadata: {
      training_id: record.trainingId,
      ...(record.fallbackAnswer ? { fallback_answer: record.fallbackAnswer } : {}),
      ...(documentsFileId ? { documents_file: documentsFileId } : {}),
    },
  })
  await updateTraining(record, {
    providerJobId: job.id,
    stage: 'fineTuning',
    progress: stageProgress.fineTuning,
    progressMessage: 'The provider is checking the training file.',
  })
  const latest = await findTraining(record)
  if (latest?.status === 'cancelled') {
    await provider.cancelFineTuningJob(job.id).catch((error: unknown) => {
      logger.warn('provider job of a cancelled training could not be cancelled', { error, providerJobId: job.id })
    })
    return
  }
  await recordTimelineEvent(record, {
    type: trainingTimelineEvents.fineTuningStarted,
    summary: `Fine-tuning started on ${options.baseModel}`,
    details: { trainingId: record.trainingId, providerJobId: job.id, baseModel: options.baseModel },
  })
}

/** The snapshot's page and file texts as JSONL, one `{ "text" }` line each; '' when the version has none. */
export function documentsFile(snapshot: Pick<TrainingSnapshot, 'sourceTexts'>): string {
  return snapshot.sourceTexts
    .filter((source) => source.text.trim() !== '')
    .map((source) => JSON.stringify({ text: source.title ? `# ${source.title}\n\n${source.text}` : source.text }))
    .join('\n')
}

/**
 * The provider's random seed, from the training file and options: the same content trained the same way gives
 * the same model, so retraining an unchanged version does not change its answers.
 */
export function trainingSeed(trainingFile: string, options: TrainingOptions): number {
  // Ids are left out (the chosen system prompt is in the file already): equal content must mean an equal seed.
  const { baseModel, epochs, validationSplit, suffix } = options
  // Lines sorted: the file lists pairs in the order of their ids, which differ between installations holding the
  // same knowledge.
  const lines = trainingFile
    .split('\n')
    .filter((line) => line.trim() !== '')
    .sort()
  const digest = createHash('sha256')
    .update(lines.join('\n'))
    .update(JSON.stringify({ baseModel, epochs, validationSplit, suffix }))
    .digest()
  return digest.readUInt32BE(0) % 2 ** 31
}
