/** Spec section 9: the consent choice is stored locally, under the key the console's dialog uses too. */
export const consentStorageKey = 'cookie-consent'
export type ConsentChoice = 'accepted' | 'rejected'

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(consentStorageKey)
    return value === 'accepted' || value === 'rejected' ? value : null
  } catch {
    return null
  }
}

function writeConsent(choice: ConsentChoice | null) {
  try {
    if (choice) window.localStorage.setItem(consentStorageKey, choice)
    else window.localStorage.removeItem(consentStorageKey)
  } catch {
    // Without storage the choice holds for this page only.
  }
}

/** The analytics script: requested only once the visitor has accepted, never before. */
export function loadAnalytics() {
  if (document.querySelector('script[data-analytics]')) return
  const script = document.createElement('script')
  script.src = '/site/analytics.js'
  script.async = true
  script.dataset.analytics = ''
  document.head.append(script)
}

/** Spec section 2: bottom-left, Accept and Reject, and a link to the cookie policy; shown until a choice is made. */
export function showConsentDialog() {
  if (document.querySelector('.cookie-consent')) return
  const dialog = document.createElement('section')
  dialog.className = 'cookie-consent'
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-labelledby', 'cookie-consent-title')
  dialog.innerHTML = `
    <h2 id="cookie-consent-title">Cookies</h2>
    <p>We use cookies to keep you signed in and, with your consent, to understand how the site is used. See the
      <a href="/legal/cookie-policy/">cookie policy</a>.</p>
    <div class="actions">
      <button type="button" class="button" data-consent="rejected">Reject</button>
      <button type="button" class="button button--primary" data-consent="accepted">Accept</button>
    </div>`
  dialog.addEventListener('click', (event) => {
    const choice = (event.target as HTMLElement).closest<HTMLElement>('[data-consent]')?.dataset.consent
    if (choice !== 'accepted' && choice !== 'rejected') return
    writeConsent(choice)
    dialog.remove()
    if (choice === 'accepted') loadAnalytics()
  })
  document.body.append(dialog)
}

export function setUpConsent() {
  const choice = readConsent()
  if (choice === 'accepted') loadAnalytics()
  if (choice === null) showConsentDialog()
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-reset-consent]')) {
    button.addEventListener('click', () => {
      writeConsent(null)
      showConsentDialog()
    })
  }
}
