/**
 * Google sign-in through Google Identity Services' token client: a Google popup returns an OAuth access token,
 * which the API checks with Google's user info endpoint (`routes.signInWithGoogle`). Nothing of Google loads
 * unless a client id is configured.
 */

const scriptUrl = 'https://accounts.google.com/gsi/client'

/** The configured client id, or null when Google sign-in is not set up (blank counts as not set up). */
export function googleClientIdFrom(environment: { VITE_GOOGLE_CLIENT_ID?: string }): string | null {
  const clientId = environment.VITE_GOOGLE_CLIENT_ID?.trim()
  return clientId ? clientId : null
}

export const googleClientId = googleClientIdFrom(import.meta.env)

interface TokenResponse {
  access_token?: string
  error?: string
  error_description?: string
}

interface GoogleIdentityServices {
  accounts: {
    oauth2: {
      initTokenClient(config: {
        client_id: string
        scope: string
        callback: (response: TokenResponse) => void
        error_callback?: (error: { type?: string; message?: string }) => void
      }): { requestAccessToken(): void }
    }
  }
}

declare global {
  interface Window {
    google?: GoogleIdentityServices
  }
}

let loading: Promise<GoogleIdentityServices> | null = null

/** Loads Google's script once; call it early (on mount) so the click that opens the popup is not delayed. */
export function loadGoogleIdentity(): Promise<GoogleIdentityServices> {
  loading ??= new Promise<GoogleIdentityServices>((resolve, reject) => {
    if (window.google) return resolve(window.google)
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google sign-in did not load.')))
    script.onerror = () => {
      loading = null
      reject(new Error('Google sign-in could not be loaded. Check your connection and try again.'))
    }
    document.head.append(script)
  })
  return loading
}

/**
 * Opens Google's popup and resolves to the access token. Must run from a click: browsers block popups that
 * do not follow a user action.
 */
export function requestGoogleAccessToken(google: GoogleIdentityServices, clientId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => {
        if (response.access_token) resolve(response.access_token)
        else reject(new Error(response.error_description ?? 'Google sign-in was not completed.'))
      },
      error_callback: (error) => reject(new Error(error.message ?? 'Google sign-in was closed before it finished.')),
    })
    client.requestAccessToken()
  })
}
