import * as z from 'zod'
import { defineJob } from '../../platform/jobs/job-definition.ts'
import { eraseProject } from './erase-project.ts'
import type { VersionContentModules } from './project-content-registry.ts'

/**
 * Removes a project marked `deleting` and everything it holds (see `eraseProject`); safe to run twice. Built with
 * the version content of every domain (`functions/src/wiring/`), which projects cannot import itself.
 */
export const deleteProjectJob = (versionContent: VersionContentModules) =>
  defineJob({
    kind: 'delete-project',
    runner: 'queue',
    payload: z.object({ organizationId: z.string().min(1), projectId: z.string().min(1) }),
    async run({ payload, log }) {
      log.info('erasing project', payload)
      const result = await eraseProject(payload, versionContent, log)
      log.info('project erased', { ...payload, ...result })
      return { ...result }
    },
  })
