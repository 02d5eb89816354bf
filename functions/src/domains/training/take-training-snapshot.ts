import { recordTimelineEvent } from '../projects/index.ts'
import { buildTrainingFiles } from './build-training-files.ts'
import { buildTrainingSnapshot } from './build-training-snapshot.ts'
import { readVersionContent } from './read-version-content.ts'
import { stageProgress } from './training-progress.ts'
import { type TrainingOptions, type TrainingRecord, updateTraining } from './training-records.ts'
import { putArtifact, trainingStorageKeys } from './training-storage.ts'
import { trainingTimelineEvents } from './training-timeline.ts'

/**
 * Step 1: copies the version's content (knowledge, FAQs, the system prompt, pages, actions, workflows, agent
 * functions and extracted source texts) to the artifacts bucket with the training and validation files made
 * from it. Later steps read only these files, so edits to the version no longer change this training. Running it
 * twice overwrites the same objects. Fails with the empty-version reason when the knowledge was removed since
 * the training was started.
 */
export async function takeTrainingSnapshot(record: TrainingRecord): Promise<void> {
  const options = record.options as TrainingOptions
  const content = await readVersionContent(record, { sourceTexts: true })
  const snapshot = buildTrainingSnapshot(content, { systemPromptId: options.systemPromptId })
  const files = buildTrainingFiles(snapshot, { validationSplit: options.validationSplit, seed: record.trainingId })
  const keys = trainingStorageKeys(record, record.trainingId)
  await putArtifact(keys.snapshot, JSON.stringify(snapshot), 'application/json')
  await putArtifact(keys.trainingFile, files.training, 'application/jsonl')
  if (files.validation !== null) await putArtifact(keys.validationFile, files.validation, 'application/jsonl')
  const counts = {
    knowledge: snapshot.knowledge.length,
    pages: snapshot.pages.length,
    actions: snapshot.actions.length,
    workflows: snapshot.workflows.length,
    functions: snapshot.functions.length,
    sourceTexts: snapshot.sourceTexts.length,
    trainingExamples: files.trainingExamples,
    validationExamples: files.validationExamples,
  }
  await updateTraining(record, {
    stage: 'upload',
    progress: stageProgress.upload,
    progressMessage: 'Sending the training file to the model provider.',
    counts,
    snapshotKey: keys.snapshot,
    trainingFileKey: keys.trainingFile,
    ...(files.validation !== null ? { validationFileKey: keys.validationFile } : {}),
  })
  await recordTimelineEvent(record, {
    type: trainingTimelineEvents.snapshotTaken,
    summary: `Training snapshot taken: ${counts.knowledge} Q&A pairs, ${counts.functions} functions, ${counts.sourceTexts} source texts`,
    details: { trainingId: record.trainingId, ...counts, systemPromptId: snapshot.systemPrompt?.id ?? null },
  })
}
