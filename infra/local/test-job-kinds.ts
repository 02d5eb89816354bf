import { registerJobForTests } from '@platform/functions/platform/jobs/job-definition'
import * as z from 'zod'

/*
 * Test-only job kinds exercising the real queue, consumer, state machine and dead-letter path. Both the test's
 * process (which enqueues them) and the job worker (which runs them: `startLocalPlatform({ jobModules })`) load
 * this module.
 */
export const countWordsKind = registerJobForTests({
  kind: 'test-count-words',
  runner: 'queue',
  payload: z.object({ text: z.string() }),
  async run({ payload, reportProgress }) {
    const words = payload.text.split(/\s+/).filter(Boolean)
    await reportProgress(words.length, words.length, 'counted')
    return { words: words.length }
  },
})
export const alwaysFailsKind = registerJobForTests({
  kind: 'test-always-fails',
  runner: 'queue',
  payload: z.object({}),
  async run() {
    throw new Error('The source could not be read.')
  },
})
let workflowCalls = 0
export const twoStepsKind = registerJobForTests({
  kind: 'test-two-steps',
  runner: 'workflow',
  payload: z.object({ steps: z.number() }),
  async start({ reportProgress }) {
    workflowCalls = 1
    await reportProgress(1, 2)
    return { done: false, waitSeconds: 0 }
  },
  async continue({ reportProgress }) {
    workflowCalls += 1
    await reportProgress(2, 2)
    return { done: true, result: { calls: workflowCalls } }
  },
})
export const workflowFailsKind = registerJobForTests({
  kind: 'test-workflow-fails',
  runner: 'workflow',
  payload: z.object({}),
  async start() {
    throw new Error('Provider rejected the training file.')
  },
  async continue() {
    return { done: true }
  },
})
