import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { contentQueryKeys } from './content-query-keys.ts'

export type CreateSystemPromptBody = RouteInput<typeof routes.createSystemPrompt>['body']

/** `POST .../system-prompts`: adds a system prompt to an editable version. */
export function createSystemPrompt(scope: VersionScope, body: CreateSystemPromptBody) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.createSystemPrompt, { params, body }))
}

export function useCreateSystemPrompt(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateSystemPromptBody) => requireAnswer(await createSystemPrompt(scope, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.type(scope, 'system-prompts') }),
    // The form shows field errors under its fields; anything else it toasts.
    meta: { silent: true },
  })
}
