import type { ReactNode } from 'react'
import { PageLoading } from '../../../components/page-loading.tsx'
import { useOrganizationSync } from '../use-organization-sync.ts'

/**
 * Keeps the selected organization current for the console page inside it, and holds the page back while the
 * subscription rule is sending the user elsewhere. Rendered inside the session guard, so only for sessions the
 * navigation rules let through.
 */
export function OrganizationGate({ children }: { children: ReactNode }) {
  const redirecting = useOrganizationSync()
  return redirecting ? <PageLoading /> : children
}
