import { knowledgeOfSources } from '../../domains/knowledge/index.ts'
import { resyncDueSources } from '../../domains/sources/index.ts'
import { withSecrets } from '../../platform/secrets.ts'

/** EventBridge (or local mode's scheduler) calls this on the rate of `scheduleDefinitions`. */
export const handler = withSecrets(
  async (): Promise<{ checked: number; changed: number }> => resyncDueSources(knowledgeOfSources),
)
