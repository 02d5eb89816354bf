import { z } from 'zod'
import { defineJob } from '../../platform/jobs/job-definition.ts'
import { advanceTraining } from './advance-training.ts'

/**
 * Trains a model for a version (see `advanceTraining`): a workflow job, because the provider's fine-tuning runs
 * outside the platform for seconds (local engine) to hours (hosted providers) and is polled between waits.
 */
export const trainModelJob = defineJob({
  kind: 'train-model',
  runner: 'workflow',
  payload: z.object({
    organizationId: z.string().min(1),
    projectId: z.string().min(1),
    versionId: z.string().min(1),
    trainingId: z.string().min(1),
  }),
  start: (context) => advanceTraining(context.payload, context),
  continue: (context) => advanceTraining(context.payload, context),
})
