import { toast } from '../components/toasts/toast-store.ts'
import { createApiClient } from './api-client.ts'

/** The console's API client: session events go to `window`, other 401s become error toasts. */
export const apiClient = createApiClient({
  events: typeof window === 'undefined' ? undefined : window,
  notifyError: toast.error,
})
