import { type KnowledgeImport, knowledgeImportReportSchema } from '@platform/shared/contracts/knowledge'
import * as z from 'zod'
import type { getJob } from '../../platform/jobs/job-service.ts'

type JobRecord = NonNullable<Awaited<ReturnType<typeof getJob>>>

const payloadSchema = z.object({ fileName: z.string() })

/** An import as the API shows it: the job record, with its row report once finished. */
export function toKnowledgeImport(job: JobRecord): KnowledgeImport {
  const report = knowledgeImportReportSchema.safeParse(job.result)
  const payload = payloadSchema.safeParse(job.payload)
  return {
    id: job.jobId,
    fileName: payload.success ? payload.data.fileName : 'import.csv',
    status: job.status,
    processed: job.progressCompleted,
    total: job.progressTotal,
    report: report.success ? report.data : null,
    failureReason: job.failureReason ?? null,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt ?? null,
  }
}
