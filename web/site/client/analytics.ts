/*
 * The site's analytics, loaded by the consent dialog only after Accept: one page view per page, with the
 * path and the referring page, sent to the platform's own API (no third party, no cookie).
 */
const body = JSON.stringify({ path: window.location.pathname, referrer: document.referrer || undefined })
if (!navigator.sendBeacon('/api/events/page-view', new Blob([body], { type: 'application/json' }))) {
  void fetch('/api/events/page-view', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
}
