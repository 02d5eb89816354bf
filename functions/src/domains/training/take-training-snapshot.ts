import * as z from 'zod'
import type { VersionKey } from '../../data/version-scope.ts'
import { readVersionSection, recordTimelineEvent, type VersionContentModules } from '../projects/index.ts'
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
export async function takeTrainingSnapshot(
  record: TrainingRecord,
  versionContent: VersionContentModules,
): Promise<void> {
  const options = record.options as TrainingOptions
  const content = await readVersionContent(record, { sourceTexts: true })
  const snapshot = buildTrainingSnapshot(content, { systemPromptId: options.systemPromptId })
  const files = buildTrainingFiles(snapshot, {
    validationSplit: options.validationSplit,
    seed: record.trainingId,
    validationCases: await readValidationCases(
      {
        organizationId: record.organizationId,
        projectId: record.projectId,
        versionId: record.versionId,
      },
      versionContent,
    ),
  })
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
    validationFromTestCases: files.validationFromTestCases,
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

const testCasesSectionSchema = z.array(z.object({ prompt: z.string(), expectedCompletion: z.string() }).loose())

/** The version's test cases as validation examples (their expected completion is the completion to reach). */
async function readValidationCases(
  key: VersionKey,
  versionContent: VersionContentModules,
): Promise<Array<{ prompt: string; completion: string }>> {
  const section = testCasesSectionSchema.safeParse(await readVersionSection(key, 'testcases', versionContent))
  if (!section.success) return []
  return section.data.map((testCase) => ({ prompt: testCase.prompt, completion: testCase.expectedCompletion }))
}
