import { generateKnowledgeJob } from './domains/knowledge/generate-knowledge-job.ts'
import { importKnowledgeJob } from './domains/knowledge/import-knowledge-job.ts'
import { deleteProjectJob } from './domains/projects/delete-project-job.ts'
import { discoverNestedUrlsJob } from './domains/sources/discover-nested-urls-job.ts'
import { extractSourceTextJob } from './domains/sources/extract-source-text-job.ts'
import { trainModelJob } from './domains/training/train-model-job.ts'
import type { JobDefinitions } from './platform/jobs/job-definition.ts'

/*
 * The one place that joins the domains to the platform's machinery: every job kind with its definition. It sits
 * above every domain (only the job entry points import it), so no domain depends on a later one to run its
 * work. A kind in `platform/jobs/job-kinds.ts` without an entry here fails typecheck; a job definition a domain
 * exports but that is missing here fails `wiring.test.ts`.
 */

export const jobDefinitions: JobDefinitions = {
  'delete-project': deleteProjectJob,
  'discover-nested-urls': discoverNestedUrlsJob,
  'extract-source-text': extractSourceTextJob,
  'generate-knowledge': generateKnowledgeJob,
  'import-knowledge': importKnowledgeJob,
  'train-model': trainModelJob,
}
