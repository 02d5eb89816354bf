import { routes } from '@platform/shared/routes'
import { apiClient } from '../../../lib/api.ts'
import type { RouteInput } from '../../../lib/api-client.ts'
import type { VersionIdentifiers } from '../../training/index.ts'

export type SetApiKeySystemPromptBody = RouteInput<typeof routes.setApiKeySystemPrompt>['body']

/** `PUT .../models/api-keys/{keyId}/...`: changes the key's system prompt (an empty string clears it); used by the edit form. */
export function setApiKeySystemPrompt(version: VersionIdentifiers, keyId: string, body: SetApiKeySystemPromptBody) {
  return apiClient.callRoute(routes.setApiKeySystemPrompt, { params: { ...version, keyId }, body })
}
