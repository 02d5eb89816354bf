import { z } from 'zod'
import { eraseProject } from '../domains/projects/erase-project.ts'
import { registerJob } from './job-registry.ts'

export const deleteProjectJobKind = 'delete-project'

/** Removes a project marked `deleting` and everything it holds (see `eraseProject`); safe to run twice. */
export const deleteProjectJob = registerJob({
  kind: deleteProjectJobKind,
  runner: 'queue',
  payload: z.object({ organizationId: z.string().min(1), projectId: z.string().min(1) }),
  async run({ payload, log }) {
    log.info('erasing project', payload)
    const result = await eraseProject(payload, log)
    log.info('project erased', { ...payload, ...result })
    return { ...result }
  },
})
