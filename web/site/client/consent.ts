import {
  type ConsentChoice,
  consentStorageKey,
  readConsent,
  writeConsent,
} from '../../src/features/cookie-consent/consent-storage.ts'
import { loadAnalytics } from '../../src/features/cookie-consent/load-analytics.ts'

const storage = (() => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
})()

/** The footer reads this variable to leave room under its links while the dialog is shown (as in the console). */
const heightVariable = '--cookie-consent-height'

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
    writeConsent(storage, choice satisfies ConsentChoice)
    dialog.remove()
    document.documentElement.style.removeProperty(heightVariable)
    if (choice === 'accepted') loadAnalytics()
  })
  document.body.append(dialog)
  document.documentElement.style.setProperty(heightVariable, `${dialog.offsetHeight + 32}px`)
}

export function setUpConsent() {
  const choice = readConsent(storage)
  if (choice === 'accepted') loadAnalytics()
  if (choice === null) showConsentDialog()
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-reset-consent]')) {
    button.addEventListener('click', () => {
      storage?.removeItem(consentStorageKey)
      showConsentDialog()
    })
  }
}
