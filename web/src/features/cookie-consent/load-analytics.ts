/** Where the site's analytics script is served (built from `web/site/client/analytics.ts`). */
export const analyticsScriptPath = '/site/analytics.js'

/**
 * Adds the analytics script once. Called only when the visitor has accepted cookies, on the pre-rendered pages
 * and in the console alike, so nothing is requested before Accept.
 */
export function loadAnalytics(): void {
  if (document.querySelector('script[data-analytics]')) return
  const script = document.createElement('script')
  script.src = analyticsScriptPath
  script.async = true
  script.dataset.analytics = ''
  document.head.append(script)
}
