import { routes } from '@platform/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'

/**
 * `POST /auth/invitation`: who invited the link's holder, to which organization and with which role, so the
 * invitation page can say it before anything is accepted. An expired or unknown link is the form's to explain
 * when it is sent, so a failure here only leaves the general wording.
 */
export function useInvitationDetails(token: string) {
  return useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: ({ signal }) => apiClient.callRoute(routes.describeInvitation, { body: { token }, signal }),
    enabled: token.length >= 10,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  })
}

/**
 * The invitation page's line: "Grace Hopper invited alan@example.com to join Compilers as a viewer."
 *
 * @example invitationSentence({ inviterName: null, email: 'a@b.c', organizationName: 'Acme', roleName: 'editor' })
 * // 'You were invited (a@b.c) to join Acme as an editor.'
 */
export function invitationSentence(details: {
  inviterName: string | null
  email: string
  organizationName: string
  roleName: string
}): string {
  const role = `${/^[aeiou]/.test(details.roleName) ? 'an' : 'a'} ${details.roleName}`
  const who = details.inviterName
    ? `${details.inviterName} invited ${details.email}`
    : `You were invited (${details.email})`
  return `${who} to join ${details.organizationName} as ${role}.`
}
