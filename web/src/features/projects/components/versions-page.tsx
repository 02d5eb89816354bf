import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { VersionsTable } from '../../versions/index.ts'
import { RequireProject } from './require-project.tsx'

/** `/projects/versions/`: every version of the selected project. */
export function VersionsPage() {
  const versionId = useConsoleContext((context) => context.versionId)
  return (
    <RequireProject>
      {(project) => (
        <VersionsTable project={project} selectedVersionId={versionId} variant="full-page" headerVariant="h1" />
      )}
    </RequireProject>
  )
}
