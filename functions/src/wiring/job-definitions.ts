import { runTestCasesJob } from '../domains/evaluation/index.ts'
import { reaskInboxAnswers } from '../domains/improvement/index.ts'
import { generateKnowledgeJob, importKnowledgeJob } from '../domains/knowledge/index.ts'
import { deleteProjectJob } from '../domains/projects/index.ts'
import { discoverNestedUrlsJob, extractSourceTextJob } from '../domains/sources/index.ts'
import { trainModelJob } from '../domains/training/index.ts'
import type { JobDefinitions } from '../platform/jobs/job-definition.ts'
import { versionContent } from './version-content.ts'

/*
 * Where the domains meet the platform's machinery: every job kind with its definition. It sits above every
 * domain (only entry points import `functions/src/wiring/`), so no domain depends on a later one to run its work.
 * A kind in `platform/jobs/job-kinds.ts` without an entry here fails typecheck.
 */

export const jobDefinitions: JobDefinitions = {
  'delete-project': deleteProjectJob(versionContent),
  'discover-nested-urls': discoverNestedUrlsJob,
  'extract-source-text': extractSourceTextJob,
  'generate-knowledge': generateKnowledgeJob,
  'import-knowledge': importKnowledgeJob,
  'run-test-cases': runTestCasesJob,
  'train-model': trainModelJob(versionContent, reaskInboxAnswers),
}
