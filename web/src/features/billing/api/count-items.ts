import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, type Identifier, withIdentifiers } from '../../../lib/require-identifiers.ts'
import { billingQueryKeys } from './billing-query-keys.ts'

/** The five dashboard counts (`GET .../dashboard/count/{kind}`), each a maintained counter. */
export const countRoutes = {
  knowledge: routes.countKnowledge,
  pages: routes.countPages,
  actions: routes.countActions,
  workflows: routes.countWorkflows,
  'agent-functions': routes.countAgentFunctions,
} as const
export type CountKind = keyof typeof countRoutes

export function countItems(organizationId: Identifier, kind: CountKind, signal?: AbortSignal) {
  return withIdentifiers({ organizationId }, (params) => apiClient.callRoute(countRoutes[kind], { params, signal }))
}

export function useItemCount(organizationId: Identifier, kind: CountKind) {
  return useQuery({
    queryKey: billingQueryKeys.dashboard(organizationId ?? '', `count-${kind}`),
    queryFn: ({ signal }) => countItems(organizationId, kind, signal),
    enabled: hasIdentifiers({ organizationId }),
  })
}
