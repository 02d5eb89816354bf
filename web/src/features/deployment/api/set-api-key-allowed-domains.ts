import { routes } from '@platform/shared/routes'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import type { VersionIdentifiers } from '../../training/index.ts'

export type SetApiKeyAllowedDomainsBody = RouteInput<typeof routes.setApiKeyAllowedDomains>['body']

/** `PUT .../models/api-keys/{keyId}/...`: changes the key's allowed domains (exact host or *.example.com); used by the edit form. */
export function setApiKeyAllowedDomains(version: VersionIdentifiers, keyId: string, body: SetApiKeyAllowedDomainsBody) {
  return apiClient.callRoute(routes.setApiKeyAllowedDomains, { params: { ...version, keyId }, body })
}
