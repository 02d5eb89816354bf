import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Header from '@cloudscape-design/components/header'
import ProgressBar from '@cloudscape-design/components/progress-bar'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import type { UrlSource } from '@platform/shared/contracts/sources'
import { useState } from 'react'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { batchProgress } from '../../../components/jobs/job-polling.ts'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { TruncatedLink } from '../../../components/truncated-text/truncated-link.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useRemoveUrl } from '../api/remove-url.ts'
import { type ResyncFrequency, useSetUrlResync } from '../api/set-url-resync.ts'
import { sourceStatusDisplay } from '../source-display.ts'

const resyncOptions = [
  { value: 'off', label: 'Off' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
]

/**
 * The version's links with the status of each (the list is polled while any is being read) and how many Q&As
 * each produced, how often each is re-synced and when it last was. Removing a link removes its knowledge too, so
 * it is confirmed.
 */
export function UrlsTable({
  context,
  urls,
  loading,
}: {
  context: VersionContext
  urls: UrlSource[] | null | undefined
  loading: boolean
}) {
  const [removing, setRemoving] = useState<UrlSource | null>(null)
  const removeUrl = useRemoveUrl(context.scope)
  const setResync = useSetUrlResync(context.scope)
  const items = urls ?? []
  const progress = batchProgress(items, (source) => source.status)

  function confirmRemove() {
    if (!removing) return
    removeUrl.mutate(removing.url, {
      onSuccess: (answer) => {
        toast.success(
          `Link deleted: ${removing.url}${answer.knowledgeRemoved > 0 ? `, with its ${answer.knowledgeRemoved} Q&As` : ''}.`,
        )
        setRemoving(null)
      },
    })
  }

  return (
    <>
      <Table
        variant="container"
        items={items}
        trackBy="id"
        loading={loading}
        loadingText="Loading links"
        wrapLines
        header={
          <SpaceBetween size="s">
            <Header variant="h2" counter={urls ? `(${items.length})` : undefined}>
              Links
            </Header>
            {progress && (
              <ProgressBar
                label="Reading links and generating Q&As"
                value={progress.percent}
                additionalInfo={`${progress.finished} of ${progress.total} links done`}
              />
            )}
          </SpaceBetween>
        }
        columnDefinitions={[
          {
            id: 'url',
            header: 'Link',
            isRowHeader: true,
            minWidth: 260,
            cell: (source) => (
              <SpaceBetween size="xxxs">
                <TruncatedLink href={source.url} />
                {source.title && (
                  <Box variant="small" color="text-status-inactive">
                    {source.title}
                  </Box>
                )}
              </SpaceBetween>
            ),
          },
          {
            id: 'status',
            header: 'Status',
            minWidth: 140,
            cell: (source) => (
              <StatusIndicator type={sourceStatusDisplay[source.status].indicator}>
                {sourceStatusDisplay[source.status].label}
                {source.failureReason ? `: ${source.failureReason}` : ''}
              </StatusIndicator>
            ),
          },
          { id: 'knowledge', header: 'Q&As', minWidth: 80, cell: (source) => source.knowledgeCount },
          { id: 'added', header: 'Added', minWidth: 120, cell: (source) => formatDate(source.createdAt) },
          {
            id: 'resync',
            header: 'Re-sync',
            minWidth: 130,
            cell: (source) =>
              context.editable ? (
                <Select
                  ariaLabel={`Re-sync ${source.url}`}
                  selectedOption={resyncOptions.find((option) => option.value === source.resync) ?? null}
                  options={resyncOptions}
                  onChange={({ detail }) =>
                    setResync.mutate(
                      { urlId: source.id, frequency: detail.selectedOption.value as ResyncFrequency },
                      { onSuccess: () => toast.success(`Link re-sync: ${detail.selectedOption.label}.`) },
                    )
                  }
                />
              ) : (
                (resyncOptions.find((option) => option.value === source.resync)?.label ?? 'Off')
              ),
          },
          {
            id: 'synced',
            header: 'Last synced',
            minWidth: 120,
            cell: (source) => (source.lastSyncedAt ? formatDate(source.lastSyncedAt) : 'Not yet'),
          },
          ...(context.editable
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  minWidth: 110,
                  cell: (source: UrlSource) => (
                    <Button
                      variant="inline-link"
                      ariaLabel={`Remove ${source.url}`}
                      onClick={() => setRemoving(source)}
                    >
                      Remove
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        empty={
          urls === null ? (
            'Links could not be loaded. Reload the page to try again.'
          ) : (
            <EmptyState title="No links yet">
              {readOnlyReason(context) ??
                'Add a link above, or find the pages of your help centre or documentation from its start page.'}
            </EmptyState>
          )
        }
      />
      <ConfirmModal
        visible={removing !== null}
        header="Remove link"
        confirmLabel="Remove"
        loading={removeUrl.isPending}
        onConfirm={confirmRemove}
        onDismiss={() => setRemoving(null)}
      >
        {removing && (
          <Box variant="p">
            Remove <Box variant="strong">{removing.url}</Box>? The {removing.knowledgeCount} Q&As generated from it are
            deleted with it.
          </Box>
        )}
      </ConfirmModal>
    </>
  )
}
