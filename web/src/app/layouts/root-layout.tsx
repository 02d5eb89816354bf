import { Outlet, ScrollRestoration } from 'react-router-dom'
import { Toaster } from '../../components/toasts/toaster.tsx'
import { CookieConsentDialog } from '../../features/cookie-consent/components/cookie-consent-dialog.tsx'
import { SessionEvents } from '../../features/session/components/session-events.tsx'
import { usePageTitle } from './use-page-title.ts'

/** What every page shares: toasts, the cookie consent dialog and the session event listeners. */
export function RootLayout() {
  usePageTitle()
  return (
    <>
      <Outlet />
      <Toaster />
      <CookieConsentDialog />
      <SessionEvents />
      <ScrollRestoration />
    </>
  )
}
