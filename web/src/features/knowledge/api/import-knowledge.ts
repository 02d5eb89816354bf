import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadWithProgress } from '../../../components/upload/upload-with-progress.ts'
import type { RouteOutput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

export type StartKnowledgeImportResponse = RouteOutput<typeof routes.importKnowledge>

/** `POST .../knowledge/imports` (multipart field `file`): queues an import of a CSV of prompt and completion. */
export function importKnowledge(scope: VersionScope, file: File, onProgress?: (percent: number) => void) {
  return withIdentifiers(scope, (params) =>
    uploadWithProgress<StartKnowledgeImportResponse>({ route: routes.importKnowledge, params, file, onProgress }),
  )
}

export function useImportKnowledge(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      requireAnswer(await importKnowledge(scope, file, onProgress)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKeys.imports(scope) }),
  })
}
