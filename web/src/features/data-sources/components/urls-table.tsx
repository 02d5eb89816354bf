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
import { lastReadAt, sourceStatusDisplay } from '../source-display.ts'

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
  const [removing, setRemoving] = useState<UrlSource[]>([])
  const [selected, setSelected] = useState<UrlSource[]>([])
  const [removingMany, setRemovingMany] = useState(false)
  const removeUrl = useRemoveUrl(context.scope)
  const setResync = useSetUrlResync(context.scope)
  const items = urls ?? []
  const progress = batchProgress(items, (source) => source.status)

  /** Removes the chosen links one request each (the API removes one link and its knowledge per call). */
  async function confirmRemove() {
    if (removing.length === 0) return
    setRemovingMany(true)
    let knowledgeRemoved = 0
    const removed: string[] = []
    try {
      for (const source of removing) {
        knowledgeRemoved += (await removeUrl.mutateAsync(source.url)).knowledgeRemoved
        removed.push(source.url)
      }
    } catch {
      // The query client has toasted the failure; the links removed before it stay removed.
    } finally {
      setRemovingMany(false)
    }
    if (removed.length === 0) return
    const what = removed.length === 1 ? removed[0] : `${removed.length} links`
    toast.success(`Link deleted: ${what}${knowledgeRemoved > 0 ? `, with ${knowledgeRemoved} Q&As` : ''}.`)
    setSelected((current) => current.filter((source) => !removed.includes(source.url)))
    setRemoving([])
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
        {...(context.editable
          ? {
              selectionType: 'multi' as const,
              selectedItems: selected,
              onSelectionChange: ({ detail }: { detail: { selectedItems: UrlSource[] } }) =>
                setSelected(detail.selectedItems),
              ariaLabels: {
                selectionGroupLabel: 'Links',
                allItemsSelectionLabel: () => 'Choose every link',
                itemSelectionLabel: (_selection: unknown, source: UrlSource) => `Choose ${source.url}`,
              },
            }
          : {})}
        header={
          <SpaceBetween size="s">
            <Header
              variant="h2"
              counter={urls ? `(${items.length})` : undefined}
              actions={
                context.editable ? (
                  <Button disabled={selected.length === 0} onClick={() => setRemoving(selected)}>
                    Remove selected{selected.length > 0 ? ` (${selected.length})` : ''}
                  </Button>
                ) : undefined
              }
            >
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
            minWidth: 220,
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
            minWidth: 110,
            cell: (source) => (
              <StatusIndicator type={sourceStatusDisplay[source.status].indicator}>
                {sourceStatusDisplay[source.status].label}
                {source.failureReason ? `: ${source.failureReason}` : ''}
              </StatusIndicator>
            ),
          },
          { id: 'knowledge', header: 'Q&As', minWidth: 60, cell: (source) => source.knowledgeCount },
          { id: 'added', header: 'Added', minWidth: 100, cell: (source) => formatDate(source.createdAt) },
          {
            id: 'resync',
            header: 'Re-sync',
            minWidth: 120,
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
            header: 'Last read',
            minWidth: 100,
            cell: (source) => {
              const readAt = lastReadAt(source)
              return readAt ? formatDate(readAt) : source.status === 'pending' ? 'Reading…' : '—'
            },
          },
          ...(context.editable
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  // Room for "Remove" beside the cell's padding: at 80 px the word broke in two.
                  minWidth: 110,
                  cell: (source: UrlSource) => (
                    <Button
                      variant="inline-link"
                      ariaLabel={`Remove ${source.url}`}
                      onClick={() => setRemoving([source])}
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
        visible={removing.length > 0}
        header={removing.length === 1 ? 'Remove link' : `Remove ${removing.length} links`}
        confirmLabel="Remove"
        loading={removingMany}
        onConfirm={() => void confirmRemove()}
        onDismiss={() => setRemoving([])}
      >
        {removing.length === 1 && removing[0] && (
          <Box variant="p">
            Remove <Box variant="strong">{removing[0].url}</Box>? The {removing[0].knowledgeCount} Q&As generated from
            it are deleted with it.
          </Box>
        )}
        {removing.length > 1 && (
          <Box variant="p">
            Remove {removing.length} links? The {removing.reduce((total, source) => total + source.knowledgeCount, 0)}{' '}
            Q&As generated from them are deleted with them.
          </Box>
        )}
      </ConfirmModal>
    </>
  )
}
