import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

/** Cache keys of a version's knowledge: invalidating `all` refreshes every page, search and filter of it. */
export const knowledgeQueryKeys = {
  all: (scope: VersionScope) => [...projectQueryKeys.version(scope), 'knowledge'] as const,
  page: (scope: VersionScope, query: object) => [...knowledgeQueryKeys.all(scope), 'page', query] as const,
  imports: (scope: VersionScope) => [...knowledgeQueryKeys.all(scope), 'imports'] as const,
}
