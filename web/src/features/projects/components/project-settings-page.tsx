import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { Project } from '@platform/shared/contracts/projects'
import { useState } from 'react'
import { useFollow } from '../../../components/router-link.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import { canManage, projectAccessLabels } from '../project-access.ts'
import { DeleteProjectModal } from './delete-project-modal.tsx'
import { RequireProject } from './require-project.tsx'

/** `/projects/settings/`: the project's details, who may use it, and deleting it. */
export function ProjectSettingsPage() {
  return <RequireProject>{(project) => <ProjectSettings project={project} />}</RequireProject>
}

function ProjectSettings({ project }: { project: Project }) {
  const [deleting, setDeleting] = useState(false)
  const follow = useFollow()
  const manager = canManage(project.access)

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="The project's details, who may use it, and deleting it."
          actions={
            manager && (
              <Button href="/projects/settings/access/" onFollow={follow}>
                Project access
              </Button>
            )
          }
        >
          Project settings
        </Header>
      }
    >
      <SpaceBetween size="l">
        {!manager && (
          <Alert type="info">
            You have {projectAccessLabels[project.access].toLowerCase()} access to this project. Ask an organization
            admin for manage access to change its settings.
          </Alert>
        )}
        <Container
          header={
            <Header variant="h2" description="Set when the project was created.">
              Project details
            </Header>
          }
        >
          <KeyValuePairs
            columns={2}
            items={[
              { label: 'Name', value: project.name },
              { label: 'Description', value: project.description || '—' },
              { label: 'Created', value: formatDate(project.createdAt) },
              { label: 'Project ID', value: <Box variant="code">{project.id}</Box> },
            ]}
          />
        </Container>
        {manager && (
          <Container
            header={
              <Header
                variant="h2"
                description="Removes the project with every version, data source, model and API key it holds."
                actions={<Button onClick={() => setDeleting(true)}>Delete project</Button>}
              >
                Delete project
              </Header>
            }
          >
            <Box variant="p">
              The project disappears for everyone at once; its data is removed in the background. This cannot be undone.
            </Box>
          </Container>
        )}
      </SpaceBetween>
      <DeleteProjectModal project={project} visible={deleting} onClose={() => setDeleting(false)} />
    </ContentLayout>
  )
}
