import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { toast } from '../components/toasts/toast-store.ts'
import { createQueryClient } from '../lib/query-client.ts'

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(toast.error))
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
