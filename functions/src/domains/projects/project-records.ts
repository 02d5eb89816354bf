import type { ProjectAccess } from '@platform/shared/contracts/access'
import type { Project, VersionSummary } from '@platform/shared/contracts/projects'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createProjectEntity } from '../../data/entities/project-entity.ts'
import type { createVersionEntity } from '../../data/entities/version-entity.ts'
import { AppError } from '../../platform/app-error.ts'

export type ProjectRecord = EntityItem<ReturnType<typeof createProjectEntity>>
export type VersionRecord = EntityItem<ReturnType<typeof createVersionEntity>>

export interface ProjectKey {
  organizationId: string
  projectId: string
}

/** Project names are unique within an organization regardless of case and surrounding spaces. */
export function normalizedProjectName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** The guard value that makes a project name unique in its organization. */
export function projectNameGuardValue(organizationId: string, name: string): string {
  return `${organizationId}/${normalizedProjectName(name)}`
}

/** The guard value that makes a version name unique in its project. */
export function versionNameGuardValue(key: ProjectKey, name: string): string {
  return `${key.organizationId}/${key.projectId}/${normalizedProjectName(name)}`
}

export function displayName(name: string): string {
  return name.trim().replace(/\s+/g, ' ')
}

export function toVersionSummary(record: VersionRecord): VersionSummary {
  return {
    id: record.versionId,
    name: record.name,
    number: record.number,
    frozen: record.frozen,
    frozenReason: record.frozenReason ?? null,
    copiedFromVersionId: record.copiedFromVersionId ?? null,
    createdAt: record.createdAt,
  }
}

/** Latest first: the highest number is the newest version. */
export function sortVersionsLatestFirst<T extends { number: number }>(versions: T[]): T[] {
  return [...versions].sort((left, right) => right.number - left.number)
}

export function toProject(record: ProjectRecord, versions: VersionRecord[], access: ProjectAccess): Project {
  const summaries = sortVersionsLatestFirst(versions).map(toVersionSummary)
  return {
    id: record.projectId,
    organizationId: record.organizationId,
    name: record.name,
    description: record.description,
    createdAt: record.createdAt,
    createdBy: record.createdBy,
    access,
    versions: summaries,
    latestVersionId: summaries[0]?.id ?? '',
  }
}

/** The project, or NOT_FOUND when it does not exist in the organization or is being deleted. */
export async function requireProject(key: ProjectKey): Promise<ProjectRecord> {
  const { data } = await db().entities.project.get(key).go()
  if (!data || data.deleting) throw new AppError('NOT_FOUND')
  return data
}

export async function listVersionRecords(key: ProjectKey): Promise<VersionRecord[]> {
  const { data } = await db().entities.version.query.byProject(key).go({ pages: 'all' })
  return data
}
