import { createJobMessageConsumer } from '../../platform/jobs/consume-job-messages.ts'
import { withSecrets } from '../../platform/secrets.ts'
import { jobDefinitions } from '../../wiring/job-definitions.ts'

/** The Lambda the jobs queue triggers (`platform/jobs/queue-definitions.ts`). */
export const handler = withSecrets(createJobMessageConsumer(jobDefinitions))
