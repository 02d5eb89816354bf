import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

/** `DELETE .../files/{fileId}`: deletes a file, its extracted text and the knowledge generated from it. */
export function deleteFile(scope: VersionScope, fileId: string) {
  return withIdentifiers({ ...scope, fileId }, (params) => apiClient.callRoute(routes.deleteFile, { params }))
}

export function useDeleteFile(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (fileId: string) => requireAnswer(await deleteFile(scope, fileId)),
    // The file's knowledge went with it, so every list of the version may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKeys.version(scope) }),
  })
}
