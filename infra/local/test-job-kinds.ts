import { registerJob } from '@platform/functions/jobs/job-registry'
import { z } from 'zod'

/*
 * Test-only job kinds exercising the real queue, consumer, state machine and dead-letter path. Both the test's
 * process (which enqueues them) and the job worker (which runs them: `startLocalPlatform({ jobModules })`) load
 * this module.
 */
registerJob({
  kind: 'test-count-words',
  runner: 'queue',
  payload: z.object({ text: z.string() }),
  async run({ payload, reportProgress }) {
    const words = payload.text.split(/\s+/).filter(Boolean)
    await reportProgress(words.length, words.length, 'counted')
    return { words: words.length }
  },
})
registerJob({
  kind: 'test-always-fails',
  runner: 'queue',
  payload: z.object({}),
  async run() {
    throw new Error('The source could not be read.')
  },
})
let workflowCalls = 0
registerJob({
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
registerJob({
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
