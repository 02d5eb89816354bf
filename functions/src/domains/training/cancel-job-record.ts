import { db, isConditionFailure } from '../../data/database.ts'

/**
 * Marks a training's job record cancelled unless it already ended. The job runner stops calling a cancelled
 * job's steps, and finishing never overwrites `cancelled` (ADR 0006), so this is all a cancel needs on the job.
 */
export async function cancelJobRecord(jobId: string | undefined): Promise<void> {
  if (!jobId) return
  try {
    await db()
      .entities.job.patch({ jobId })
      .set({ status: 'cancelled', finishedAt: new Date().toISOString() })
      .where(
        (attributes, operations) =>
          `${operations.eq(attributes.status, 'queued')} OR ${operations.eq(attributes.status, 'running')}`,
      )
      .go()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
}
