import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadWithProgress } from '../../../components/upload/upload-with-progress.ts'
import type { RouteOutput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

export type TestCaseImportReport = RouteOutput<typeof routes.importTestCases>

/** `POST .../testcases/imports` (multipart field `file`): imports a CSV of prompt and expectedCompletion. */
export function importTestCases(scope: VersionScope, file: File, onProgress?: (percent: number) => void) {
  return withIdentifiers(scope, (params) =>
    uploadWithProgress<TestCaseImportReport>({ route: routes.importTestCases, params, file, onProgress }),
  )
}

export function useImportTestCases(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      requireAnswer(await importTestCases(scope, file, onProgress)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationQueryKeys.testCases(scope) }),
  })
}
