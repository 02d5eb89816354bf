import { listProjectMembers } from './project-members.ts'
import { type ProjectKey, requireProject } from './project-records.ts'

/**
 * Names and emails of the people who can see the project, for showing who did what. Readers get this but not
 * the access list, which is for people who manage the project.
 */
export async function listProjectUserDisplay(key: ProjectKey) {
  await requireProject(key)
  return (await listProjectMembers(key))
    .filter((member) => member.access !== 'none')
    .map((member) => ({ userId: member.userId, name: member.name, email: member.email }))
}
