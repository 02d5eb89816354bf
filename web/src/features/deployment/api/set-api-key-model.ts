import { routes } from '@platform/shared/routes'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import type { VersionIdentifiers } from '../../training/index.ts'

export type SetApiKeyModelBody = RouteInput<typeof routes.setApiKeyModel>['body']

/** `PUT .../models/api-keys/{keyId}/...`: changes the key's model; used by the edit form. */
export function setApiKeyModel(version: VersionIdentifiers, keyId: string, body: SetApiKeyModelBody) {
  return apiClient.callRoute(routes.setApiKeyModel, { params: { ...version, keyId }, body })
}
