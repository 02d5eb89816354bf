import * as z from 'zod'
import { defineJob } from '../../platform/jobs/job-definition.ts'
import { importKnowledgeRows } from './import-knowledge-rows.ts'

export const knowledgeImportPayloadSchema = z.object({
  organizationId: z.string().min(1),
  projectId: z.string().min(1),
  versionId: z.string().min(1),
  /** The uploaded CSV in the uploads bucket. */
  objectKey: z.string().min(1),
  fileName: z.string(),
  actorId: z.string().optional(),
})

/** Imports the rows of an uploaded knowledge CSV, reporting bad rows and keeping good ones (`importKnowledgeRows`). */
export const importKnowledgeJob = defineJob({
  kind: 'import-knowledge',
  runner: 'queue',
  payload: knowledgeImportPayloadSchema,
  run: (context) => importKnowledgeRows(context),
})
