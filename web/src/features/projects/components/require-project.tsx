import Alert from '@cloudscape-design/components/alert'
import type { Project } from '@platform/shared/contracts/projects'
import type { ReactNode } from 'react'
import { PageLoading } from '../../../components/page-loading.tsx'
import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { useSelectedProject } from '../use-selected-project.ts'
import { NoProjectSelected } from './no-project-selected.tsx'

/**
 * Renders a project page once the selected project is known: an empty state while none is chosen, a spinner
 * while it loads, and the page with the project's details otherwise.
 */
export function RequireProject({ children }: { children: (project: Project) => ReactNode }) {
  const projectId = useConsoleContext((context) => context.projectId)
  const project = useSelectedProject()
  if (!projectId) return <NoProjectSelected />
  if (project.isPending) return <PageLoading />
  if (!project.data) {
    return (
      <Alert type="error" header="The project could not be loaded">
        Reload the page to try again, or choose another project.
      </Alert>
    )
  }
  return children(project.data)
}
