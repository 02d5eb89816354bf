import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

/** The content types of a version, as their cache keys name them. */
export type ContentType = 'pages' | 'actions' | 'workflows' | 'faqs' | 'agent-functions' | 'system-prompts'

/** Cache keys of a version's content: invalidating `type` refreshes every page and search of that list. */
export const contentQueryKeys = {
  type: (scope: VersionScope, type: ContentType) => [...projectQueryKeys.version(scope), type] as const,
  list: (scope: VersionScope, type: ContentType, query: object) =>
    [...contentQueryKeys.type(scope, type), 'list', query] as const,
}
