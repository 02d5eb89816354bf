import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import type { Organization } from '@platform/shared/contracts/organizations'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useFollow } from '../../../components/router-link.tsx'
import { consoleContextStore, useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { useOrganizations } from '../api/list-organizations.ts'
import { chooseOrganization } from '../choose-organization.ts'
import { isSelectionMissing } from '../organization-refresh.ts'
import { destinationAfterChoosing } from '../subscription-rule.ts'
import { roleLabels } from './role-labels.ts'
import { SubscriptionStatus } from './subscription-status.tsx'

/**
 * The organizations the user belongs to. Choosing one selects it (clearing project and version) and continues
 * to the page the user was sent from, or to the project list.
 */
export function OrganizationList() {
  const organizations = useOrganizations()
  const orgId = useConsoleContext((context) => context.orgId)
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const follow = useFollow()
  const redirect = searchParams.get('redirect')
  const createHref = redirect ? `/orgs/create/?${new URLSearchParams({ redirect })}` : '/orgs/create/'

  useEffect(() => {
    // Spec section 4: a chosen organization that is not in the user's list any more is deselected.
    if (isSelectionMissing(orgId, organizations.data)) consoleContextStore.selectOrganization(null)
  }, [orgId, organizations.data])

  function choose(organization: Organization) {
    chooseOrganization(organization)
    void navigate(destinationAfterChoosing(organization, redirect))
  }

  const items = organizations.data ?? []
  return (
    <Table
      items={items}
      loading={organizations.isPending}
      loadingText="Loading organizations"
      trackBy="id"
      variant="full-page"
      header={
        <Header
          variant="h1"
          counter={organizations.data ? `(${items.length})` : undefined}
          description="Choose the organization to work in. Projects, members and billing belong to an organization."
          actions={
            <Button variant="primary" href={createHref} onFollow={follow}>
              Create organization
            </Button>
          }
        >
          Select an organization
        </Header>
      }
      columnDefinitions={[
        {
          id: 'name',
          header: 'Name',
          cell: (organization) => (
            <SpaceBetween direction="horizontal" size="xs">
              <Box fontWeight="bold">{organization.name}</Box>
              {organization.id === orgId && <StatusIndicator type="success">Selected</StatusIndicator>}
            </SpaceBetween>
          ),
          isRowHeader: true,
        },
        { id: 'role', header: 'Your role', cell: (organization) => roleLabels[organization.roleName] },
        {
          id: 'subscription',
          header: 'Subscription',
          cell: (organization) => <SubscriptionStatus subscription={organization.subscription} />,
        },
        { id: 'created', header: 'Created', cell: (organization) => formatDate(organization.createdAt) },
        {
          id: 'actions',
          header: 'Actions',
          cell: (organization) => (
            <Button
              variant={organization.id === orgId ? 'normal' : 'primary'}
              ariaLabel={`Select ${organization.name}`}
              onClick={() => choose(organization)}
            >
              {organization.id === orgId ? 'Continue' : 'Select'}
            </Button>
          ),
        },
      ]}
      empty={
        organizations.data === null ? (
          <Box textAlign="center" color="inherit">
            <SpaceBetween size="s">
              <Box>Your organizations could not be loaded.</Box>
              <Button onClick={() => void organizations.refetch()}>Try again</Button>
            </SpaceBetween>
          </Box>
        ) : (
          <Box textAlign="center" color="inherit">
            <SpaceBetween size="s">
              <Box variant="strong">No organizations yet</Box>
              <Box variant="p" color="inherit">
                Create one to start building assistants, or ask an admin of an existing organization to invite you.
              </Box>
              <Button href={createHref} onFollow={follow}>
                Create organization
              </Button>
            </SpaceBetween>
          </Box>
        )
      }
    />
  )
}
