import { createJobStepRunner } from '../../platform/jobs/run-job-step.ts'
import { withSecrets } from '../../platform/secrets.ts'
import { jobDefinitions } from '../../wiring/job-definitions.ts'

/** The Lambda the job state machine calls (`workflows/job-workflow.ts`). */
export const handler = withSecrets(createJobStepRunner(jobDefinitions))
