import type { ProjectMember } from '@platform/shared/contracts/projects'
import { listProjectMembers } from './project-members.ts'
import { type ProjectKey, requireProject } from './project-records.ts'

export async function listProjectUsers(key: ProjectKey): Promise<ProjectMember[]> {
  await requireProject(key)
  return listProjectMembers(key)
}
