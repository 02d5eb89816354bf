import { routes } from '@platform/shared/routes'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import type { VersionIdentifiers } from '../../training/index.ts'

export type SetApiKeyRagBody = RouteInput<typeof routes.setApiKeyRag>['body']

/** `PUT .../models/api-keys/{keyId}/...`: changes the key's RAG switch; used by the edit form. */
export function setApiKeyRag(version: VersionIdentifiers, keyId: string, body: SetApiKeyRagBody) {
  return apiClient.callRoute(routes.setApiKeyRag, { params: { ...version, keyId }, body })
}
