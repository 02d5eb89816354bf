import { showGuide } from '../../src/features/assistant/guide.ts'
import { setUpConsent } from './consent.ts'
import { setUpContactForm, setUpCopyButtons, setUpUnsubscribe } from './forms.ts'
import { setUpPricing } from './pricing.ts'

interface SiteSettings {
  guideEmbedId: string | null
  recaptchaSiteKey: string | null
}

async function readSettings(): Promise<SiteSettings> {
  try {
    const response = await fetch('/api/site/settings', { credentials: 'same-origin' })
    const answer = (await response.json()) as { success: boolean; data?: SiteSettings }
    return answer.data ?? { guideEmbedId: null, recaptchaSiteKey: null }
  } catch {
    return { guideEmbedId: null, recaptchaSiteKey: null }
  }
}

/** Buttons such as "Chat with the demo assistant" open the guide; without one deployed they say so. */
async function setUpGuide(guideEmbedId: string | null) {
  const openButtons = document.querySelectorAll<HTMLButtonElement>('[data-open-guide]')
  const status = document.querySelector<HTMLElement>('[data-guide-status]')
  if (!guideEmbedId) {
    for (const button of openButtons) button.disabled = true
    if (status) status.textContent = 'The demo assistant is not deployed on this installation yet.'
    return
  }
  try {
    const widget = await showGuide(guideEmbedId)
    for (const button of openButtons) button.addEventListener('click', () => widget.open())
  } catch (error) {
    if (status) status.textContent = error instanceof Error ? error.message : String(error)
  }
}

/** Phone widths fold the header's links behind its Menu button; this opens and closes them. */
function setUpMenu() {
  const button = document.querySelector<HTMLButtonElement>('[data-site-menu-button]')
  const header = button?.closest('.site-header')
  if (!button || !header) return
  button.addEventListener('click', () => {
    const open = header.classList.toggle('site-header--open')
    button.setAttribute('aria-expanded', String(open))
  })
}

/** The whole script of the pre-rendered pages: what must run in the browser, and nothing else. */
async function start() {
  setUpMenu()
  setUpConsent()
  setUpCopyButtons()
  setUpUnsubscribe()
  void setUpPricing()
  const settings = await readSettings()
  setUpContactForm(settings.recaptchaSiteKey)
  await setUpGuide(settings.guideEmbedId)
}

void start()
