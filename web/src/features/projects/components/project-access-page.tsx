import { ProjectAccessTable } from './project-access-table.tsx'
import { RequireProject } from './require-project.tsx'

/** `/projects/settings/access/`. */
export function ProjectAccessPage() {
  return <RequireProject>{(project) => <ProjectAccessTable project={project} />}</RequireProject>
}
