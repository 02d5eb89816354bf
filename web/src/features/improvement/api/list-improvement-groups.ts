import type { ImprovementGroupStatus } from '@platform/shared/contracts/improvement'
import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { improvementQueryKeys } from './improvement-query-keys.ts'

/** `GET .../improvement-groups`: the version's groups of one status (open: the inbox), most end users first. */
export function listImprovementGroups(scope: VersionScope, status: ImprovementGroupStatus, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) =>
    apiClient.callRoute(routes.listImprovementGroups, { params, query: { status }, signal }),
  )
}

export function useImprovementGroups(scope: VersionScope, status: ImprovementGroupStatus = 'open') {
  return useQuery({
    queryKey: improvementQueryKeys.groups(scope, status),
    queryFn: ({ signal }) => listImprovementGroups(scope, status, signal),
    enabled: hasIdentifiers(scope),
  })
}
