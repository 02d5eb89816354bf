import Alert from '@cloudscape-design/components/alert'
import Badge from '@cloudscape-design/components/badge'
import Header from '@cloudscape-design/components/header'
import Select from '@cloudscape-design/components/select'
import Table from '@cloudscape-design/components/table'
import type { ProjectAccess } from '@platform/shared/contracts/access'
import type { Project, ProjectMember } from '@platform/shared/contracts/projects'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { useProjectMembers } from '../api/list-project-members.ts'
import { useSetProjectMemberAccess } from '../api/set-project-member-access.ts'
import { canManage, projectAccessLabels, projectAccessOptions } from '../project-access.ts'

const roleLabels: Record<ProjectMember['roleName'], string> = { admin: 'Admin', editor: 'Editor', viewer: 'Viewer' }

/**
 * The organization's members with their effective access to the project (spec section 6). Managers change a
 * member's access from the row; admins always manage every project, so their rows are fixed.
 */
export function ProjectAccessTable({ project }: { project: Project }) {
  const scope = { organizationId: project.organizationId, projectId: project.id }
  const members = useProjectMembers(canManage(project.access) ? scope : { ...scope, projectId: null })
  const setAccess = useSetProjectMemberAccess(scope)
  const currentUserId = useConsoleContext((context) => context.user?.id)

  if (!canManage(project.access)) {
    return (
      <Alert type="info" header="Project access">
        Only members with manage access to {project.name} see and change who may use it.
      </Alert>
    )
  }

  function change(member: ProjectMember, access: ProjectAccess) {
    if (access === member.access) return
    setAccess.mutate(
      { userId: member.userId, access },
      {
        onSuccess: (updated) =>
          toast.success(
            `Project access updated: ${updated.name} now has ${projectAccessLabels[updated.access].toLowerCase()} access.`,
          ),
      },
    )
  }

  const items = members.data ?? []
  return (
    <Table
      variant="full-page"
      items={items}
      trackBy="userId"
      loading={members.isPending}
      loadingText="Loading members"
      wrapLines
      header={
        <Header
          variant="h1"
          counter={members.data ? `(${items.length})` : undefined}
          description={`Who may use ${project.name}. Members get their role's access unless you set another here.`}
        >
          Project access
        </Header>
      }
      columnDefinitions={[
        {
          id: 'name',
          header: 'Name',
          isRowHeader: true,
          cell: (member) => (member.userId === currentUserId ? `${member.name} (you)` : member.name),
        },
        { id: 'email', header: 'Email', cell: (member) => member.email },
        { id: 'role', header: 'Organization role', cell: (member) => roleLabels[member.roleName] },
        {
          id: 'access',
          header: 'Project access',
          minWidth: 200,
          cell: (member) => (
            <Select
              ariaLabel={`Project access of ${member.name}`}
              selectedOption={projectAccessOptions.find((option) => option.value === member.access) ?? null}
              options={projectAccessOptions}
              // Admins always manage every project, and nobody locks themselves out from here.
              disabled={
                member.roleName === 'admin' ||
                member.userId === currentUserId ||
                (setAccess.isPending && setAccess.variables?.userId === member.userId)
              }
              onChange={({ detail }) => change(member, detail.selectedOption.value as ProjectAccess)}
              expandToViewport
            />
          ),
        },
        {
          id: 'source',
          header: 'Set by',
          cell: (member) =>
            member.granted ? <Badge color="blue">This project</Badge> : <Badge color="grey">Role default</Badge>,
        },
      ]}
      empty={members.data === null ? 'Members could not be loaded. Reload the page to try again.' : 'No members.'}
    />
  )
}
