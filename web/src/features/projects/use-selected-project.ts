import { useEffect } from 'react'
import { toast } from '../../components/toasts/toast-store.ts'
import { ApiError, messageForUser } from '../../lib/api-client.ts'
import { consoleContextStore, useConsoleContext } from '../../lib/console-context/use-console-context.ts'
import type { VersionScope } from '../../lib/scopes.ts'
import { useProject } from './api/get-project.ts'
import { refreshSelectedProject } from './project-selection.ts'

/** The identifiers of the version the console works on, as the locally kept context holds them. */
export function useVersionScope(): VersionScope {
  const organizationId = useConsoleContext((context) => context.orgId)
  const projectId = useConsoleContext((context) => context.projectId)
  const versionId = useConsoleContext((context) => context.versionId)
  return { organizationId, projectId, versionId }
}

/**
 * Fetches the selected project and keeps the context in step with it: the project and version objects behind
 * the stored identifiers, and the latest version when the chosen one is gone. A project that is gone or no
 * longer visible (deleted, access removed) is deselected with a word to the user.
 */
export function useSelectedProject() {
  const { organizationId, projectId } = useVersionScope()
  const project = useProject({ organizationId, projectId })

  useEffect(() => {
    if (project.data) refreshSelectedProject(consoleContextStore, project.data)
  }, [project.data])

  const error = project.error
  useEffect(() => {
    if (!error || consoleContextStore.getSnapshot().projectId !== projectId) return
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      consoleContextStore.selectProject(null)
      toast.info('That project is no longer available to you. Choose another one.')
      return
    }
    const message = messageForUser(error)
    if (message) toast.error(message)
  }, [error, projectId])

  return project
}
