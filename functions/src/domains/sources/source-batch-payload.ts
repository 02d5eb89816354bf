import * as z from 'zod'
import { queueDefinitions } from '../../platform/jobs/queue-definitions.ts'

/** A batch of links or files of one version, the payload of the fetch-and-extract and Q&A generation jobs. */
export const sourceBatchPayloadSchema = z.object({
  organizationId: z.string().min(1),
  projectId: z.string().min(1),
  versionId: z.string().min(1),
  source: z.enum(['url', 'file']),
  sourceIds: z.array(z.string().min(1)).min(1).max(500),
})

const maximumDeliveries = queueDefinitions.find((queue) => queue.name === 'jobs')?.maxReceiveCount ?? 5

/** True on the delivery after which SQS gives up: the job must leave its sources in a final state then. */
export function isLastDelivery(attempt: number): boolean {
  return attempt >= maximumDeliveries
}
