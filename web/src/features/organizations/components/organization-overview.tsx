import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { RouterLink, useFollow } from '../../../components/router-link.tsx'
import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { useOrganizationMembers } from '../api/list-organization-members.ts'
import { usePendingInvitations } from '../api/list-pending-invitations.ts'
import { SubscriptionStatus } from './subscription-status.tsx'

/** The selected organization at a glance, for its admins: name, subscription, members and invitations. */
export function OrganizationOverview() {
  const follow = useFollow()
  const org = useConsoleContext((context) => context.org)
  const orgId = useConsoleContext((context) => context.orgId)
  const members = useOrganizationMembers(orgId)
  const invitations = usePendingInvitations(orgId)

  const count = (list: readonly unknown[] | null | undefined) =>
    list ? String(list.length) : list === null ? 'Not available' : 'Loading…'

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="The organization's details. Only admins open organization settings."
          actions={
            <Button href="/orgs/settings/users/invite/" onFollow={follow} variant="primary">
              Invite users
            </Button>
          }
        >
          Organization settings
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Overview</Header>}>
          <KeyValuePairs
            columns={4}
            items={[
              { label: 'Organization name', value: org?.name ?? 'Loading…' },
              {
                label: 'Subscription',
                value: !org?.subscription ? 'Loading…' : <SubscriptionStatus subscription={org.subscription} />,
              },
              {
                label: 'Members',
                value: <RouterLink to="/orgs/settings/users/">{count(members.data)}</RouterLink>,
              },
              {
                label: 'Pending invitations',
                value: (
                  <RouterLink to="/orgs/settings/users/pending-invitations/">{count(invitations.data)}</RouterLink>
                ),
              },
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">Manage</Header>}>
          <SpaceBetween size="s">
            <Box>
              <RouterLink to="/orgs/settings/users/">Users</RouterLink>: change roles and remove members.
            </Box>
            <Box>
              <RouterLink to="/orgs/settings/users/invite/">Invite users</RouterLink>: add people by email with a role.
            </Box>
            <Box>
              <RouterLink to="/orgs/settings/users/pending-invitations/">Pending invitations</RouterLink>: invitations
              not yet accepted.
            </Box>
            <Box>
              <RouterLink to="/orgs/settings/billing/">Billing</RouterLink>: plans, add-ons and payments.
            </Box>
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  )
}
