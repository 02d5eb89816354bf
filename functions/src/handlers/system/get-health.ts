import * as systemRoutes from '@platform/shared/routes/system-routes'
import { checkHealth } from '../../domains/system/check-health.ts'
import { defineHandler } from '../../platform/http-handler.ts'

// Load balancers and uptime checks read the status code, not the body: degraded answers 503 with the report.
export const handler = defineHandler(systemRoutes.getHealth, async ({ reply }) => {
  const health = await checkHealth()
  if (health.status === 'degraded') reply.setStatus(503)
  return health
})
