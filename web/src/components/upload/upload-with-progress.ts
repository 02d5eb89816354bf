import { apiPrefix, buildPath, type HttpMethod, routes } from '@platform/shared/routes'
import { apiClient } from '../../lib/api.ts'
import { ApiError, RequestBlockedError } from '../../lib/api-client.ts'
import { readUploadAnswer, uploadPercent } from './upload-answer.ts'

export interface UploadRequest {
  /** A multipart route of the shared table (`uploadFile`, `importKnowledge`). */
  route: { method: HttpMethod; path: string }
  params: Record<string, string>
  file: File
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/**
 * Sends a file as multipart field `file` (spec section 3) and reports upload progress. `fetch` cannot report
 * upload progress, so this one call uses XMLHttpRequest; it keeps the API client's rules otherwise: cookies,
 * the post-timeout block, the envelope, `null` after a server or network failure (logged), and `ApiError` for
 * any other failure.
 *
 * A 401 is checked again with a profile fetch through the API client, which then applies spec section 4's
 * session rules (timeout event and block, or password-not-set) exactly as for every other call.
 *
 * @example
 * const answer = await uploadWithProgress<UploadFileResponse>({ route: routes.uploadFile, params, file, onProgress })
 */
export function uploadWithProgress<Data>({
  route,
  params,
  file,
  onProgress,
  signal,
}: UploadRequest): Promise<Data | null> {
  const secondsLeft = apiClient.secondsBlocked()
  if (secondsLeft > 0) return Promise.reject(new RequestBlockedError(secondsLeft))

  return new Promise<Data | null>((resolve, reject) => {
    const request = new XMLHttpRequest()
    const url = `${apiPrefix}${buildPath(route.path, params)}`
    request.open(route.method, url)
    request.withCredentials = true
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) =>
      onProgress?.(uploadPercent(event.loaded, event.total, event.lengthComputable))

    request.onload = () => {
      const answer = readUploadAnswer(request.status, request.responseText)
      if (answer.kind === 'data') {
        onProgress?.(100)
        return resolve(answer.data as Data)
      }
      if (answer.kind === 'server-error') {
        console.error(`Server error ${answer.status} on ${route.method} ${url}`, request.responseText)
        return resolve(null)
      }
      if (answer.status !== 401) return reject(new ApiError(answer.status, answer.errors, answer.message))
      // Let the API client see the session state; when it has told the user (or logged them out), stay quiet.
      void apiClient.callRoute(routes.getCurrentUser).then(
        () => reject(new ApiError(answer.status, answer.errors, answer.message)),
        (error: unknown) =>
          reject(
            new ApiError(answer.status, answer.errors, answer.message, error instanceof ApiError && error.handled),
          ),
      )
    }
    request.onerror = () => {
      console.error(`Network failure on ${route.method} ${url}`)
      resolve(null)
    }
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))

    signal?.addEventListener('abort', () => request.abort(), { once: true })
    const form = new FormData()
    form.append('file', file, file.name)
    request.send(form)
  })
}
