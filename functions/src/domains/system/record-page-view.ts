import { logger } from '../../platform/logger.ts'

/**
 * One page view of the public site, written as a structured log line (`event: page_view`): the analytics
 * script sends it only after the visitor accepted cookies, and it carries no personal data, so the logs
 * (CloudWatch Logs Insights in the cloud) are the whole store.
 */
export function recordPageView(view: { path: string; referrer?: string }): { recorded: true } {
  const referrer = view.referrer ? safeOrigin(view.referrer) : null
  logger.info('page view', { event: 'page_view', path: view.path.split('?')[0], referrer })
  return { recorded: true }
}

/** Only the referring site, never the full address of the page a visitor came from. */
function safeOrigin(referrer: string): string | null {
  try {
    return new URL(referrer).origin
  } catch {
    return null
  }
}
