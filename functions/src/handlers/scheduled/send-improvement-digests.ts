import { sendImprovementDigests } from '../../domains/improvement/index.ts'
import { withSecrets } from '../../platform/secrets.ts'

/** EventBridge (or local mode's scheduler) calls this on the rate of `scheduleDefinitions`. */
export const handler = withSecrets(
  async (): Promise<{ projects: number; sent: number; skipped: number }> => sendImprovementDigests(),
)
