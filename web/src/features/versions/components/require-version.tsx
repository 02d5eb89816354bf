import type { ReactNode } from 'react'
import { PageLoading } from '../../../components/page-loading.tsx'
import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { RequireProject } from '../../projects/index.ts'
import { type VersionContext, versionContextOf } from '../version-context.ts'

/**
 * Renders a project-area page once the project and the version to work on are known. Every call below it
 * has its organization, project and version ids (spec section 5).
 */
export function RequireVersion({ children }: { children: (context: VersionContext) => ReactNode }) {
  return <RequireProject>{(project) => <VersionGate project={project}>{children}</VersionGate>}</RequireProject>
}

function VersionGate({
  project,
  children,
}: {
  project: Parameters<typeof versionContextOf>[0]
  children: (context: VersionContext) => ReactNode
}) {
  const versionId = useConsoleContext((context) => context.versionId)
  const context = versionContextOf(project, versionId)
  // The project selection picks the latest version as soon as it sees the chosen one is missing.
  return context ? children(context) : <PageLoading />
}
