import type { ReactNode } from 'react'
import { PageLoading } from '../../../components/page-loading.tsx'
import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'

/**
 * Organization settings are for admins (spec section 6). Until the role in the selected organization is known
 * the page waits; any other role is sent to the project list by the session guard, so it never renders here.
 */
export function RequireOrganizationAdmin({ children }: { children: (organizationId: string) => ReactNode }) {
  const adminOf = useConsoleContext((context) =>
    context.orgId && context.orgRole?.organizationId === context.orgId && context.orgRole.roleName === 'admin'
      ? context.orgId
      : null,
  )
  return adminOf ? children(adminOf) : <PageLoading />
}
