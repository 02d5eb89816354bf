import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { useState } from 'react'
import { RouterLink } from '../../../components/router-link.tsx'
import { type ConsentChoice, readConsent, writeConsent } from '../consent-storage.ts'
import './cookie-consent-dialog.css'

const storage = typeof window === 'undefined' ? undefined : window.localStorage

/** Spec section 2: bottom-left, Accept and Reject, a link to the cookie policy. Shown until a choice is made. */
export function CookieConsentDialog() {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent(storage))
  if (choice) return null

  function choose(next: ConsentChoice) {
    writeConsent(storage, next)
    setChoice(next)
  }

  return (
    <section className="cookie-consent" role="dialog" aria-modal="false" aria-labelledby="cookie-consent-title">
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
