import Button from '@cloudscape-design/components/button'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Container from '@cloudscape-design/components/container'
import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { RouterLink, useFollow } from '../../../components/router-link.tsx'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { useModels } from '../../training/index.ts'
import type { VersionContext } from '../../versions/index.ts'
import { RequireVersion, VersionBar, VersionsTable, VersionTimeline } from '../../versions/index.ts'
import { useImprovementFigures } from '../api/get-improvement-figures.ts'
import { canManage, projectAccessLabels } from '../project-access.ts'
import { latestVersionOf } from '../project-selection.ts'
import { ImprovementFiguresPanel } from './improvement-figures-panel.tsx'

/** `/projects/view/`: the selected project, its versions and what happened lately in the version in use. */
export function ProjectOverviewPage() {
  return <RequireVersion>{(context) => <ProjectOverview context={context} />}</RequireVersion>
}

function ProjectOverview({ context }: { context: VersionContext }) {
  const { project, version } = context
  const follow = useFollow()
  const models = useModels(context.scope)
  const figures = useImprovementFigures(context.scope, 30)
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={project.description || 'No description.'}
          actions={
            canManage(project.access) && (
              <Button href="/projects/settings/" onFollow={follow}>
                Settings
              </Button>
            )
          }
        >
          {project.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <VersionBar context={context} />
        <Container header={<Header variant="h2">Overview</Header>}>
          <ColumnLayout columns={2} variant="text-grid">
            <KeyValuePairs
              columns={2}
              items={[
                { label: 'Your access', value: projectAccessLabels[project.access] },
                { label: 'Created', value: formatDate(project.createdAt) },
                { label: 'Versions', value: String(project.versions.length) },
                { label: 'Latest version', value: latestVersionOf(project)?.name ?? '—' },
              ]}
            />
            <KeyValuePairs
              items={[
                {
                  label: `Next steps for ${version.name}`,
                  value: (
                    <SpaceBetween size="xxs">
                      <RouterLink to="/projects/data-sources/?dc=info">Describe your app</RouterLink>
                      <RouterLink to="/projects/data-sources/?dc=links">Add links and files to learn from</RouterLink>
                      <RouterLink to="/projects/pre-processing/?dp=knowledge">Review the knowledge Q&As</RouterLink>
                      <RouterLink to="/projects/training/">Train a model</RouterLink>
                      <RouterLink to="/projects/evaluation/?pg=playground">
                        Evaluate it in the playground and with test cases
                      </RouterLink>
                      <RouterLink to="/projects/deployment/?dpm=api-keys">Deploy it behind an API key</RouterLink>
                      <RouterLink to="/widget/builder/">Embed the chat widget in your site</RouterLink>
                    </SpaceBetween>
                  ),
                },
              ]}
            />
          </ColumnLayout>
        </Container>
        {figures.data && (
          <ImprovementFiguresPanel
            figures={figures.data}
            onOpenGroup={(group) => {
              // The group's version is the one its Improve area shows.
              const groupVersion = project.versions.find((candidate) => candidate.id === group.versionId)
              if (groupVersion) consoleContextStore.selectVersion(groupVersion)
            }}
          />
        )}
        <VersionsTable project={project} selectedVersionId={version.id} />
        <VersionTimeline context={context} models={models.data ?? []} />
      </SpaceBetween>
    </ContentLayout>
  )
}
