import type { DeploymentLogEntry } from '@platform/shared/contracts/deployment'
import { routes } from '@platform/shared/routes'
import { useEffect, useState } from 'react'
import { apiClient } from '../../../lib/api.ts'
import type { VersionIdentifiers } from '../../training/index.ts'

/** `POST .../models/logs/tail`: the model's calls after `after` (all recent ones without it), oldest first. */
export function tailDeploymentLogs(version: VersionIdentifiers, modelId: string, after: string | null) {
  return apiClient.callRoute(routes.tailDeploymentLogs, { params: version, body: { modelId, after, limit: 100 } })
}

/** Entries kept on screen; older ones scroll away. */
const keptEntries = 200

/**
 * A live tail: asks for entries newer than the last one every few seconds while the page is open, and keeps
 * the latest ones, newest first.
 */
export function useDeploymentLogTail(version: VersionIdentifiers, modelId: string | null, intervalMs = 5000) {
  const [entries, setEntries] = useState<DeploymentLogEntry[]>([])
  const [loading, setLoading] = useState(false)
  const { organizationId, projectId, versionId } = version
  useEffect(() => {
    setEntries([])
    if (!modelId) return
    const scope = { organizationId, projectId, versionId }
    let cursor: string | null = null
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    async function poll() {
      setLoading(cursor === null)
      try {
        const answer = await tailDeploymentLogs(scope, modelId as string, cursor)
        if (stopped || !answer) return
        cursor = answer.cursor
        if (answer.entries.length > 0) {
          setEntries((current) => [...answer.entries.toReversed(), ...current].slice(0, keptEntries))
        }
      } catch {
        // A failed poll is retried on the next tick; the tail shows what it has.
      } finally {
        setLoading(false)
        if (!stopped) timer = setTimeout(poll, intervalMs)
      }
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [organizationId, projectId, versionId, modelId, intervalMs])
  return { entries, loading }
}
