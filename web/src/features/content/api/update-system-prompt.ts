import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type UpdateSystemPromptBody = RouteInput<typeof routes.updateSystemPrompt>['body']

/** `PUT .../system-prompts`: changes the fields given of the system prompt with this id; the others keep their value. */
export function updateSystemPrompt(scope: VersionScope, body: UpdateSystemPromptBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.updateSystemPrompt, { params, body }))
}

export function useUpdateSystemPrompt(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateSystemPromptBody) => requireAnswer(await updateSystemPrompt(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'system-prompts') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
