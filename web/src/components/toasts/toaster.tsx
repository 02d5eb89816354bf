import Flashbar from '@cloudscape-design/components/flashbar'
import { useSyncExternalStore } from 'react'
import { type ToastStore, toastStore } from './toast-store.ts'
import './toaster.css'

/** Renders the toast store at the bottom centre of the viewport (spec section 2). */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot)
  return (
    <div className="toaster" data-testid="toaster">
      <Flashbar
        items={toasts.map((toast) => ({
          id: toast.id,
          type: toast.type,
          content: toast.details ? (
            <>
              {toast.message}
              <div className="toaster__details">{toast.details}</div>
            </>
          ) : (
            toast.message
          ),
          dismissible: true,
          dismissLabel: 'Dismiss notification',
          onDismiss: () => store.dismiss(toast.id),
        }))}
      />
    </div>
  )
}
