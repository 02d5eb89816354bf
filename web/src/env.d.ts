/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OAuth client id of the console's Google sign-in; without it the Google button is not shown. */
  readonly VITE_GOOGLE_CLIENT_ID?: string
}
