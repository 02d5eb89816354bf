export { type Toast, type ToastType, toast, toastStore } from './toast-store.ts'
export { Toaster } from './toaster.tsx'
