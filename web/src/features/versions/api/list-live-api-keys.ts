import { routes } from '@platform/shared/routes'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'

/**
 * `GET .../models/api-keys`, read fresh when the user asks to unfreeze: the keys serving a model of the version,
 * which the confirmation names. (Deployment's own hook caches them for its pages; the versions feature cannot
 * import deployment, which builds on it.)
 */
export async function listLiveApiKeys(scope: VersionScope) {
  return requireAnswer(await withIdentifiers(scope, (params) => apiClient.callRoute(routes.listApiKeys, { params })))
}
