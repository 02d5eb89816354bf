import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { enqueueJob } from '../../platform/jobs/job-service.ts'
import { type ProjectKey, requireProject } from './project-records.ts'

/**
 * Hides the project at once (the access check treats a deleting project as absent) and queues the job that
 * removes its data. The job is scoped to the organization: everything scoped to the project disappears with it.
 */
export async function deleteProject(key: ProjectKey) {
  await requireProject(key)
  try {
    await db()
      .entities.project.patch(key)
      .set({ deleting: true })
      .where((attributes, operations) => operations.eq(attributes.deleting, false))
      .go()
  } catch (error) {
    // Two deletions racing: the first one owns the job; the second sees the project as gone.
    if (isConditionFailure(error)) throw new AppError('NOT_FOUND')
    throw error
  }
  const { jobId } = await enqueueJob({ kind: 'delete-project', scope: key.organizationId, payload: key })
  return { id: key.projectId, status: 'deleting' as const, jobId }
}
