import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { improvementQueryKeys } from './improvement-query-keys.ts'

export type ImprovementAction = RouteInput<typeof routes.actOnImprovementGroup>['body']

/** `POST .../improvement-groups/{groupId}/actions`: resolves an open group once; it leaves the inbox. */
export function actOnImprovementGroup(scope: VersionScope, groupId: string, body: ImprovementAction) {
  return withIdentifiers(scope, (present) =>
    apiClient.callRoute(routes.actOnImprovementGroup, { params: { ...present, groupId }, body }),
  )
}

export function useActOnImprovementGroup(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ groupId, action }: { groupId: string; action: ImprovementAction }) =>
      requireAnswer(await actOnImprovementGroup(scope, groupId, action)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: improvementQueryKeys.project(scope) }),
    meta: { silent: true },
  })
}
