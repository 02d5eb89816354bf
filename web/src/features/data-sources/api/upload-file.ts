import { routes } from '@platform/shared/routes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadWithProgress } from '../../../components/upload/upload-with-progress.ts'
import type { RouteOutput } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { dataSourceQueryKeys } from './data-source-query-keys.ts'

export type UploadFileResponse = RouteOutput<typeof routes.uploadFile>

/** `POST .../files` (multipart field `file`): uploads a document whose text a job extracts into knowledge. */
export function uploadFile(scope: VersionScope, file: File, onProgress?: (percent: number) => void) {
  return withIdentifiers(scope, (params) =>
    uploadWithProgress<UploadFileResponse>({ route: routes.uploadFile, params, file, onProgress }),
  )
}

export function useUploadFile(scope: VersionScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      requireAnswer(await uploadFile(scope, file, onProgress)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSourceQueryKeys.files(scope) }),
  })
}
