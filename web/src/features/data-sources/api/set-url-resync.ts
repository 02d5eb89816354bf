import type { resyncFrequencies } from '@platform/shared/contracts/sources'
import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

export type ResyncFrequency = (typeof resyncFrequencies)[number]

/** `PUT .../urls/{urlId}/resync`: how often the scheduled re-sync fetches the link again. */
export function setUrlResync(scope: VersionScope, urlId: string, frequency: ResyncFrequency) {
  return withIdentifiers({ ...scope, urlId }, (params) =>
    apiClient.callRoute(routes.setUrlResync, { params, body: { frequency } }),
  )
}

export function useSetUrlResync(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ urlId, frequency }: { urlId: string; frequency: ResyncFrequency }) =>
      requireAnswer(await setUrlResync(scope, urlId, frequency)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKeys.version(scope) }),
  })
}
