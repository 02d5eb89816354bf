import { routes } from '@platform/shared/routes'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import type { VersionIdentifiers } from '../../training/index.ts'

export type SetApiKeyAppearanceBody = RouteInput<typeof routes.setApiKeyAppearance>['body']

/** `PUT .../models/api-keys/{keyId}/appearance`: how the widget looks for the key; used by the appearance form. */
export function setApiKeyAppearance(version: VersionIdentifiers, keyId: string, body: SetApiKeyAppearanceBody) {
  return apiClient.callRoute(routes.setApiKeyAppearance, { params: { ...version, keyId }, body })
}
