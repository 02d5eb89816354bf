import { z } from 'zod'
import { defineJob } from '../../platform/jobs/job-definition.ts'
import { eraseProject } from './erase-project.ts'

/** Removes a project marked `deleting` and everything it holds (see `eraseProject`); safe to run twice. */
export const deleteProjectJob = defineJob({
  kind: 'delete-project',
  runner: 'queue',
  payload: z.object({ organizationId: z.string().min(1), projectId: z.string().min(1) }),
  async run({ payload, log }) {
    log.info('erasing project', payload)
    const result = await eraseProject(payload, log)
    log.info('project erased', { ...payload, ...result })
    return { ...result }
  },
})
