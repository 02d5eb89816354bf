import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { InviteMembersForm } from './invite-members-form.tsx'
import { RequireOrganizationAdmin } from './require-organization-admin.tsx'

export function InviteUsersPage() {
  const organizationName = useConsoleContext((context) => context.org?.name)
  return (
    <RequireOrganizationAdmin>
      {(organizationId) => (
        <ContentLayout
          header={
            <Header
              variant="h1"
              description={`Invite people to ${organizationName ?? 'the organization'} by email, each with a role.`}
            >
              Invite users
            </Header>
          }
        >
          <InviteMembersForm organizationId={organizationId} />
        </ContentLayout>
      )}
    </RequireOrganizationAdmin>
  )
}
