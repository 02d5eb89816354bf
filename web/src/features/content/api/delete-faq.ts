import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

/** `DELETE .../faqs/{faqId}`: deletes the FAQ (its id URL-encoded in the path). */
export function deleteFaq(scope: VersionScope, faqId: string) {
  return withIdentifiers({ ...scope, faqId }, (params) => apiClient.callRoute(routes.deleteFaq, { params }))
}

export function useDeleteFaq(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => requireAnswer(await deleteFaq(scope, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'faqs') }),
  })
}
