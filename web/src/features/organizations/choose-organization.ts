import type { Organization } from '@platform/shared/contracts/organizations'
import { consoleContextStore } from '../../lib/console-context/use-console-context.ts'

/**
 * Makes an organization the selected one. Its list entry carries the user's role, so the role is known at once
 * and admin-only pages do not wait for the refresh; switching clears project and version (spec section 4).
 */
export function chooseOrganization(organization: Organization): void {
  consoleContextStore.selectOrganization(organization)
  consoleContextStore.setOrganizationRole({ organizationId: organization.id, roleName: organization.roleName })
}
