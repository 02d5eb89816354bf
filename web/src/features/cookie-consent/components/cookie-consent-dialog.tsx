import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { RouterLink } from '../../../components/router-link.tsx'
import { type ConsentChoice, readConsent, writeConsent } from '../consent-storage.ts'
import { loadAnalytics } from '../load-analytics.ts'
import './cookie-consent-dialog.css'

const storage = typeof window === 'undefined' ? undefined : window.localStorage

/** The page reads this variable to leave room under its footer, so the banner never hides the legal links. */
const heightVariable = '--cookie-consent-height'

/** Publishes the banner's height (plus its margin) while it is shown, and withdraws it when it goes. */
function useReservedHeight(element: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const banner = element.current
    if (!shown || !banner) return
    const root = document.documentElement
    const publish = () => root.style.setProperty(heightVariable, `${banner.offsetHeight + 32}px`)
    publish()
    const observer = new ResizeObserver(publish)
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.style.removeProperty(heightVariable)
    }
  }, [element, shown])
}

/**
 * Spec section 2: bottom-left, Accept and Reject, a link to the cookie policy. Shown until a choice is made; while
 * shown, the page's footer grows by its height so the footer's links can be scrolled clear of it.
 */
export function CookieConsentDialog() {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent(storage))
  const banner = useRef<HTMLElement>(null)
  useReservedHeight(banner, choice === null)
  // Analytics load only once the visitor has accepted, here as on the pre-rendered pages.
  useEffect(() => {
    if (choice === 'accepted') loadAnalytics()
  }, [choice])
  if (choice) return null

  function choose(next: ConsentChoice) {
    writeConsent(storage, next)
    setChoice(next)
  }

  return (
    <section
      ref={banner}
      className="cookie-consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-consent-title"
    >
      <SpaceBetween size="s">
        <Box variant="h3" id="cookie-consent-title" margin={{ bottom: 'n' }}>
          Cookies
        </Box>
        <Box variant="p">
          We use cookies to keep you signed in and, with your consent, to understand how the site is used. See the{' '}
          <RouterLink to="/legal/cookie-policy/">cookie policy</RouterLink>.
        </Box>
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={() => choose('rejected')}>Reject</Button>
          <Button variant="primary" onClick={() => choose('accepted')}>
            Accept
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </section>
  )
}
