import * as z from 'zod'
import { defineJob } from '../../platform/jobs/job-definition.ts'
import type { VersionContentModules } from '../projects/index.ts'
import { type AfterTrainingSucceeded, advanceTraining } from './advance-training.ts'

/**
 * Trains a model for a version (see `advanceTraining`): a workflow job, because the provider's fine-tuning runs
 * outside the platform for seconds (local engine) to hours (hosted providers) and is polled between waits. Built
 * with every domain's version content (`functions/src/wiring/`): the snapshot reads the version's test cases,
 * which evaluation (later in the pipeline) owns, and `afterSucceeded` is what later domains do with a new model
 * (the "Improve" inbox re-asks its answers).
 */
export const trainModelJob = (versionContent: VersionContentModules, afterSucceeded?: AfterTrainingSucceeded) =>
  defineJob({
    kind: 'train-model',
    runner: 'workflow',
    payload: z.object({
      organizationId: z.string().min(1),
      projectId: z.string().min(1),
      versionId: z.string().min(1),
      trainingId: z.string().min(1),
    }),
    start: (context) => advanceTraining(context.payload, context, versionContent, afterSucceeded),
    continue: (context) => advanceTraining(context.payload, context, versionContent, afterSucceeded),
  })
