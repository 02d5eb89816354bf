import * as z from 'zod'
import { defineJob } from '../../platform/jobs/job-definition.ts'
import { advanceTestRun } from './advance-test-run.ts'

/**
 * Scores a test set against a trained model (see `advanceTestRun`): a workflow job, because a run of hundreds of
 * cases outlasts one Lambda call; each step scores one batch and the run's cursor says where the next begins.
 */
export const runTestCasesJob = defineJob({
  kind: 'run-test-cases',
  runner: 'workflow',
  payload: z.object({
    organizationId: z.string().min(1),
    projectId: z.string().min(1),
    versionId: z.string().min(1),
    runId: z.string().min(1),
  }),
  start: (context) => advanceTestRun(context.payload, context),
  continue: (context) => advanceTestRun(context.payload, context),
})
