interface Envelope<T> {
  success: boolean
  data?: T
  errors?: Record<string, string>
}

/** Posts JSON to the platform's API and returns its data, or throws the catalogue message of its first error. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  let answer: Envelope<T>
  try {
    const response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
    answer = (await response.json()) as Envelope<T>
  } catch {
    throw new Error('An unexpected error occurred. Please refresh the browser and try again.')
  }
  if (!answer.success || answer.data === undefined) {
    throw new Error(Object.values(answer.errors ?? {})[0] ?? 'An unexpected error occurred.')
  }
  return answer.data
}

function showStatus(element: HTMLElement | null, text: string, kind: 'success' | 'error') {
  if (!element) return
  element.textContent = text
  element.dataset.kind = kind
}

declare global {
  interface Window {
    grecaptcha?: {
      ready(run: () => void): void
      execute(siteKey: string, options: { action: string }): Promise<string>
    }
  }
}

function recaptchaToken(siteKey: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const ask = () =>
      window.grecaptcha?.ready(() => window.grecaptcha?.execute(siteKey, { action: 'contact' }).then(resolve, reject))
    if (window.grecaptcha) return ask()
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    script.onload = ask
    script.onerror = () => reject(new Error('The bot check could not load. Please try again.'))
    document.head.append(script)
  })
}

/** `/contact-us/`: sends the form to the operator's mailbox, with a reCAPTCHA token when the site has a key. */
export function setUpContactForm(recaptchaSiteKey: string | null) {
  const form = document.querySelector<HTMLFormElement>('[data-contact-form]')
  if (!form) return
  const status = form.querySelector<HTMLElement>('[data-form-status]')
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (!form.reportValidity()) return
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>
    const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')
    if (submit) submit.disabled = true
    try {
      const recaptchaResponse = recaptchaSiteKey ? await recaptchaToken(recaptchaSiteKey) : undefined
      await postJson('/contact', { ...fields, recaptchaResponse })
      form.reset()
      showStatus(status, 'Thank you. Your message was sent; we answer within one business day.', 'success')
    } catch (error) {
      showStatus(status, error instanceof Error ? error.message : String(error), 'error')
    } finally {
      if (submit) submit.disabled = false
    }
  })
}

/** The unsubscribe pages: unsubscribe with the email link's code, then offer to subscribe back. */
export function setUpUnsubscribe() {
  const page = document.querySelector<HTMLElement>('[data-unsubscribe]')
  if (!page) return
  const topic = page.dataset.unsubscribe
  const code = new URLSearchParams(window.location.search).get('code') ?? ''
  const status = page.querySelector<HTMLElement>('[data-form-status]')
  const unsubscribe = page.querySelector<HTMLButtonElement>('[data-unsubscribe-action=unsubscribe]')
  const subscribe = page.querySelector<HTMLButtonElement>('[data-unsubscribe-action=subscribe]')
  if (!unsubscribe || !subscribe) return
  const run = async (action: 'unsubscribe' | 'subscribe') => {
    try {
      const result = await postJson<{ subscribed: boolean; maskedEmail: string }>(`/emails/${action}`, { topic, code })
      unsubscribe.hidden = !result.subscribed
      subscribe.hidden = result.subscribed
      showStatus(
        status,
        result.subscribed
          ? `${result.maskedEmail} is subscribed again.`
          : `${result.maskedEmail} is unsubscribed. Changed your mind?`,
        'success',
      )
    } catch (error) {
      showStatus(status, error instanceof Error ? error.message : String(error), 'error')
    }
  }
  unsubscribe.addEventListener('click', () => void run('unsubscribe'))
  subscribe.addEventListener('click', () => void run('subscribe'))
}

/** Copy buttons beside code samples; hidden in the HTML because they need this script. */
export function setUpCopyButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
    button.hidden = false
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copy ?? '')
        button.textContent = 'Copied'
      } catch {
        button.textContent = 'Select and copy'
      }
      setTimeout(() => {
        button.textContent = 'Copy'
      }, 2_000)
    })
  }
}
