import type { ImprovementTrainingStatus } from '@platform/shared/contracts/improvement'
import { db, isConditionFailure } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { logger } from '../../platform/logger.ts'
import { sendPlaygroundMessage } from '../playground/index.ts'
import { listVersions } from '../projects/index.ts'
import { listTrainingRecords } from '../training/index.ts'
import type { ImprovementGroupRecord } from './improvement-records.ts'
import { listGroupRecords } from './list-improvement-groups.ts'

/**
 * The groups whose "Answer it" pair was written to this version, from the inbox of any version of its project (a
 * deployed version's inbox writes to the project's working version).
 */
async function groupsAnsweredInto(key: VersionKey): Promise<ImprovementGroupRecord[]> {
  const versions = await listVersions(key)
  const groups = await Promise.all(versions.map((version) => listGroupRecords({ ...key, versionId: version.id })))
  return groups
    .flat()
    .filter((group) => group.status === 'answered' && (group.answerVersionId ?? group.versionId) === key.versionId)
}

/** The version's latest successful training, or undefined when it was never trained. */
async function latestTraining(key: VersionKey) {
  const trainings = await listTrainingRecords(key)
  return trainings.find((training) => training.status === 'succeeded')
}

/**
 * `GET …/improvement-training`: the answers "Answer it" added to this version since its latest successful training
 * started (its snapshot holds those before), so the console can offer "N new answers since the last training —
 * train now"; all of them when the version was never trained.
 */
export async function getImprovementTrainingStatus(key: VersionKey): Promise<ImprovementTrainingStatus> {
  const [groups, training] = await Promise.all([groupsAnsweredInto(key), latestTraining(key)])
  const since = training?.createdAt
  return {
    answersSinceTraining: groups.filter((group) => !since || (group.resolvedAt ?? '') >= since).length,
    latestTrainingId: training?.trainingId ?? null,
    latestTrainingAt: since ?? null,
  }
}

/** A successful training, as the training job hands it once its model is ready. */
export interface SucceededTraining extends VersionKey {
  trainingId: string
  modelId?: string
  createdAt?: string
}

/**
 * After a training succeeds: every group answered into the version before the training started (so its pair was in
 * the snapshot) and not yet re-asked of this model has its example questions asked of the new model, unmetered, and
 * records how many it now answers (declines are not answers). A job step, so idempotent: each group's result is
 * written on condition it was not already written for this model, and a repeated step skips the groups done.
 */
export async function reaskInboxAnswers(training: SucceededTraining): Promise<{ reasked: number }> {
  const { modelId, createdAt } = training
  if (!modelId || !createdAt) return { reasked: 0 }
  const key: VersionKey = {
    organizationId: training.organizationId,
    projectId: training.projectId,
    versionId: training.versionId,
  }
  const groups = (await groupsAnsweredInto(key)).filter(
    (group) => (group.resolvedAt ?? '') < createdAt && group.reaskModelId !== modelId,
  )
  let reasked = 0
  for (const group of groups) {
    let answered = 0
    for (const question of group.examples) {
      const reply = await sendPlaygroundMessage(
        key,
        { modelId, messages: [{ role: 'user', content: question }], suggestActions: false, useRag: false },
        { metered: false },
      )
      if (reply.answered) answered += 1
    }
    try {
      await db()
        .entities.improvementGroup.patch({
          organizationId: group.organizationId,
          projectId: group.projectId,
          versionId: group.versionId,
          groupId: group.groupId,
        })
        .set({
          reaskModelId: modelId,
          reaskedAt: new Date().toISOString(),
          reaskQuestions: group.examples.length,
          reaskAnsweredQuestions: answered,
        })
        .where(
          (attributes, { ne, notExists }) =>
            `${notExists(attributes.reaskModelId)} OR ${ne(attributes.reaskModelId, modelId)}`,
        )
        .go()
      reasked += 1
    } catch (error) {
      // A repeated step re-asked it first: its result stands.
      if (!isConditionFailure(error)) throw error
    }
  }
  logger.info('inbox answers re-asked after training', { trainingId: training.trainingId, groups: reasked })
  return { reasked }
}
