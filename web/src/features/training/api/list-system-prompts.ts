import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { trainingQueryKeys, type VersionIdentifiers } from './training-query-keys.ts'

/** `GET .../system-prompts?allList=true`: every system prompt of the version, for the custom training picker. */
export function listSystemPrompts(version: VersionIdentifiers, signal?: AbortSignal) {
  return apiClient.callRoute(routes.listSystemPrompts, { params: version, query: { allList: 'true' }, signal })
}

export function useSystemPrompts(version: VersionIdentifiers) {
  return useQuery({
    queryKey: trainingQueryKeys.systemPrompts(version),
    queryFn: ({ signal }) => listSystemPrompts(version, signal),
  })
}
