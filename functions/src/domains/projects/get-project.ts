import type { ProjectAccess } from '@platform/shared/contracts/access'
import type { Project } from '@platform/shared/contracts/projects'
import { listVersionRecords, type ProjectKey, requireProject, toProject } from './project-records.ts'

export async function getProject(key: ProjectKey, access: ProjectAccess): Promise<Project> {
  const [project, versions] = await Promise.all([requireProject(key), listVersionRecords(key)])
  return toProject(project, versions, access)
}
