import { ProjectList } from './project-list.tsx'

/** `/projects/`: select project. */
export function ProjectsPage() {
  return <ProjectList />
}
