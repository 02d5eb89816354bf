import { ApiError } from '../../lib/api-client.ts'

/** Spec section 9: the selected organization is refreshed at most once per 10 seconds. */
export const organizationRefreshIntervalMilliseconds = 10_000

/**
 * Decides when the selected organization's details and role are fetched again: at once when the organization
 * changes, otherwise at most once per interval however often the user navigates.
 *
 * @example
 * const throttle = createOrganizationRefreshThrottle()
 * throttle.shouldRefresh('org-1') // true
 * throttle.shouldRefresh('org-1') // false until 10 seconds have passed
 */
export function createOrganizationRefreshThrottle(
  now: () => number = Date.now,
  intervalMilliseconds = organizationRefreshIntervalMilliseconds,
) {
  let last: { organizationId: string; at: number } | null = null
  return {
    /** `force` lets a refresh through when the details are missing altogether, e.g. after logging back in. */
    shouldRefresh(organizationId: string, force = false): boolean {
      const at = now()
      const recent = last && last.organizationId === organizationId && at - last.at < intervalMilliseconds
      if (recent && !force) return false
      last = { organizationId, at }
      return true
    },
    /** Lets the next call through, e.g. after a refresh failed for reasons that may pass. */
    forget(): void {
      last = null
    },
  }
}

export type OrganizationRefreshOutcome<Organization, Role> =
  | { kind: 'update'; organization: Organization; role: Role }
  /** The organization refused the user or no longer exists: it has left the user's list (spec section 4). */
  | { kind: 'clear' }
  /** Nothing usable came back (server error, network, blocked request): keep what is shown and try later. */
  | { kind: 'keep' }

/**
 * What a refresh means for the selection, from the settled calls for the organization and the user's role in it.
 * A `null` value is the API client's answer to a server error or network failure.
 */
export function refreshOutcome<Organization, Role>(
  organization: PromiseSettledResult<Organization | null>,
  role: PromiseSettledResult<Role | null>,
): OrganizationRefreshOutcome<Organization, Role> {
  const refused = (result: PromiseSettledResult<unknown>) =>
    result.status === 'rejected' &&
    result.reason instanceof ApiError &&
    (result.reason.status === 403 || result.reason.status === 404)
  if (refused(organization) || refused(role)) return { kind: 'clear' }
  if (organization.status === 'fulfilled' && role.status === 'fulfilled' && organization.value && role.value) {
    return { kind: 'update', organization: organization.value, role: role.value }
  }
  return { kind: 'keep' }
}

/** Spec section 4: a chosen organization missing from the user's list is no longer selectable. */
export function isSelectionMissing(
  organizationId: string | null,
  organizations: readonly { id: string }[] | null | undefined,
): boolean {
  if (!organizationId || !organizations) return false
  return !organizations.some((organization) => organization.id === organizationId)
}
