/**
 * Google sign-in through Google Identity Services' token client: a Google popup returns an OAuth access token,
 * which the API checks with Google's user info endpoint (`routes.signInWithGoogle`). Nothing of Google loads
 * unless the API names a client id (`routes.getGoogleSignInOptions`).
 */

const scriptUrl = 'https://accounts.google.com/gsi/client'

/**
 * The access token the local stand-in of Google's popup hands over: it names the person chosen, and the local
 * gateway's user info stand-in reads it back (`infra/local/google-stand-in.ts` writes the same form).
 *
 * @example standInAccessToken({ email: 'grace@example.com', name: 'Grace Hopper' }) // 'stand-in.eyJlbWFpbCI6…'
 */
export function standInAccessToken(person: { email: string; name: string }): string {
  const bytes = new TextEncoder().encode(JSON.stringify(person))
  const base64 = btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
  return `stand-in.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`
}

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
