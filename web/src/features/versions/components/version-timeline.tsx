import Box from '@cloudscape-design/components/box'
import Header from '@cloudscape-design/components/header'
import Table from '@cloudscape-design/components/table'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import { useTimeline } from '../api/list-timeline.ts'
import { modelNamesById, type NamedModel, withModelNames } from '../model-names.ts'
import type { VersionContext } from '../version-context.ts'

/** The event kinds of the timeline in words; a kind added later shows as "Other" rather than as its code. */
const eventKindLabels: Record<string, string> = {
  'version.created': 'Version created',
  'version.renamed': 'Version renamed',
  'version.frozen': 'Version frozen',
  'version.unfrozen': 'Version unfrozen',
  'version.imported': 'Data imported',
  'appInfo.updated': 'App info',
  'content.added': 'Added',
  'content.updated': 'Updated',
  'content.deleted': 'Deleted',
  'job.queued': 'Job started',
  'job.finished': 'Job finished',
  'training.queued': 'Training',
  'training.snapshotTaken': 'Training',
  'training.fineTuningStarted': 'Training',
  'training.fineTuned': 'Training',
  'training.succeeded': 'Training',
  'training.failed': 'Training',
  'training.cancelled': 'Training',
  'model.registered': 'Model',
  'rag.indexBuilt': 'Retrieval',
  'rag.enabled': 'Retrieval',
  'rag.disabled': 'Retrieval',
  'testing.started': 'Testing',
  'testing.succeeded': 'Testing',
  'testing.failed': 'Testing',
  'apiKey.created': 'API key',
  'apiKey.revoked': 'API key',
}

/**
 * The latest events of the version in use: content changes, copies, imports, training. Events name models by the
 * ids they were written with; `models` (the version's, from the training area) turns those into the models' names.
 */
export function VersionTimeline({ context, models = [] }: { context: VersionContext; models?: readonly NamedModel[] }) {
  const timeline = useTimeline(context.scope, 10)
  const modelNames = modelNamesById(models)
  const items = timeline.data?.items ?? []
  return (
    <Table
      variant="container"
      items={items}
      loading={timeline.isPending}
      loadingText="Loading activity"
      trackBy="id"
      wrapLines
      header={
        <Header variant="h2" description={`The latest changes to ${context.version.name}, newest first.`}>
          Activity
        </Header>
      }
      columnDefinitions={[
        {
          id: 'summary',
          header: 'What happened',
          cell: (event) => withModelNames(event.summary, modelNames),
          isRowHeader: true,
        },
        {
          id: 'type',
          header: 'Kind',
          cell: (event) => <Box color="text-status-inactive">{eventKindLabels[event.type] ?? 'Other'}</Box>,
        },
        { id: 'when', header: 'When', cell: (event) => formatDate(event.createdAt) },
      ]}
      empty={
        timeline.data === null ? (
          'Activity could not be loaded. Reload the page to try again.'
        ) : (
          <EmptyState title="No activity yet">
            Add data sources or knowledge to this version; each change appears here.
          </EmptyState>
        )
      }
    />
  )
}
