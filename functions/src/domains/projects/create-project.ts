import { randomUUID } from 'node:crypto'
import type { OrganizationRole } from '@platform/shared/contracts/access'
import type { Project } from '@platform/shared/contracts/projects'
import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { releaseUsage, reserveUsage } from '../organizations/index.ts'
import {
  displayName,
  listVersionRecords,
  projectNameGuardValue,
  requireProject,
  toProject,
  versionNameGuardValue,
} from './project-records.ts'
import { recordTimelineEvent, timelineEventTypes } from './record-timeline-event.ts'

export const firstVersionName = 'v1'

/**
 * Creates a project, its name guard and its first version `v1` in one transaction, so a name is never taken by
 * half a project. The plan's project count is reserved first and given back if the name is taken. A creator who
 * is not an admin gets `manage` on the project they made (admins manage every project anyway).
 */
export async function createProject(input: {
  organizationId: string
  userId: string
  organizationRole: OrganizationRole
  name: string
  description?: string
}): Promise<Project> {
  const { organizationId, userId } = input
  const projectId = randomUUID()
  const versionId = randomUUID()
  const name = displayName(input.name)
  await reserveUsage(organizationId, 'projects')
  try {
    const result = await db()
      .transaction.write(({ uniqueValue, project, version, projectAccessGrant }) => [
        uniqueValue
          .create({ kind: 'projectName', value: projectNameGuardValue(organizationId, name), ownerId: projectId })
          .commit(),
        project
          .create({ organizationId, projectId, name, description: input.description ?? '', createdBy: userId })
          .commit(),
        version
          .create({ organizationId, projectId, versionId, name: firstVersionName, number: 1, createdBy: userId })
          .commit(),
        uniqueValue
          .create({
            kind: 'versionName',
            value: versionNameGuardValue({ organizationId, projectId }, firstVersionName),
            ownerId: versionId,
          })
          .commit(),
        ...(input.organizationRole === 'admin'
          ? []
          : [projectAccessGrant.create({ organizationId, projectId, userId, access: 'manage' }).commit()]),
      ])
      .go()
    if (result.canceled) throw new AppError('PROJECT_NAME_ALREADY_EXISTS')
  } catch (error) {
    await releaseUsage(organizationId, 'projects')
    if (isConditionFailure(error)) throw new AppError('PROJECT_NAME_ALREADY_EXISTS')
    throw error
  }
  await recordTimelineEvent(
    { organizationId, projectId, versionId },
    {
      type: timelineEventTypes.versionCreated,
      summary: `Project ${name} created with version ${firstVersionName}`,
      details: { versionName: firstVersionName },
      actorId: userId,
    },
  )
  const key = { organizationId, projectId }
  return toProject(await requireProject(key), await listVersionRecords(key), 'manage')
}
