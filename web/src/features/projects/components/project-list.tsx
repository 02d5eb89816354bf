import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import type { Project } from '@platform/shared/contracts/projects'
import { useNavigate } from 'react-router-dom'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { useFollow } from '../../../components/router-link.tsx'
import { consoleContextStore, useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { useProjects } from '../api/list-projects.ts'
import { projectAccessLabels } from '../project-access.ts'
import { chooseProject, latestVersionOf } from '../project-selection.ts'

/**
 * The organization's projects the user can see (spec section 2, "select project"). Choosing one makes it the
 * project the console works on, with its latest version, and opens its overview.
 */
export function ProjectList() {
  const orgId = useConsoleContext((context) => context.orgId)
  const projectId = useConsoleContext((context) => context.projectId)
  // Viewers read projects but cannot create them (the API asks for editor or admin).
  const canCreate = useConsoleContext((context) => context.orgRole !== null && context.orgRole.roleName !== 'viewer')
  const projects = useProjects(orgId)
  const follow = useFollow()
  const navigate = useNavigate()

  function choose(project: Project) {
    chooseProject(consoleContextStore, project)
    void navigate('/projects/view/')
  }

  const createButton = canCreate && (
    <Button variant="primary" href="/projects/create/" onFollow={follow}>
      Create project
    </Button>
  )
  const items = projects.data ?? []
  return (
    <Table
      items={items}
      loading={projects.isPending}
      loadingText="Loading projects"
      trackBy="id"
      variant="full-page"
      wrapLines
      header={
        <Header
          variant="h1"
          counter={projects.data ? `(${items.length})` : undefined}
          description="Choose the project to work on. Each project has versions holding its data sources, knowledge and models."
          actions={createButton}
        >
          Projects
        </Header>
      }
      columnDefinitions={[
        {
          id: 'name',
          header: 'Name',
          isRowHeader: true,
          cell: (project) => (
            <SpaceBetween direction="horizontal" size="xs">
              <Box fontWeight="bold">{project.name}</Box>
              {project.id === projectId && <StatusIndicator type="success">Selected</StatusIndicator>}
            </SpaceBetween>
          ),
        },
        { id: 'description', header: 'Description', cell: (project) => project.description || '—' },
        {
          id: 'versions',
          header: 'Latest version',
          cell: (project) =>
            `${latestVersionOf(project)?.name ?? '—'} (${project.versions.length} ${project.versions.length === 1 ? 'version' : 'versions'})`,
        },
        { id: 'access', header: 'Your access', cell: (project) => projectAccessLabels[project.access] },
        { id: 'created', header: 'Created', cell: (project) => formatDate(project.createdAt) },
        {
          id: 'actions',
          header: 'Actions',
          cell: (project) => (
            <Button
              variant={project.id === projectId ? 'normal' : 'primary'}
              ariaLabel={`Select ${project.name}`}
              onClick={() => choose(project)}
            >
              {project.id === projectId ? 'Open' : 'Select'}
            </Button>
          ),
        },
      ]}
      empty={
        projects.data === null ? (
          'Projects could not be loaded. Reload the page to try again.'
        ) : (
          <EmptyState title="No projects yet" action={createButton}>
            {canCreate
              ? 'Create a project to add data sources, train a model on them and deploy it.'
              : 'Ask an admin or editor of the organization to create a project or give you access to one.'}
          </EmptyState>
        )
      }
    />
  )
}
