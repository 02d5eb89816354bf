import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

/** Cache keys of a version's data sources and app info. */
export const dataSourceQueryKeys = {
  appInfo: (scope: VersionScope) => [...projectQueryKeys.version(scope), 'app-info'] as const,
  urls: (scope: VersionScope) => [...projectQueryKeys.version(scope), 'urls'] as const,
  nestedUrlSearches: (scope: VersionScope) => [...projectQueryKeys.version(scope), 'nested-url-searches'] as const,
  files: (scope: VersionScope) => [...projectQueryKeys.version(scope), 'files'] as const,
}
