import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import type { NestedUrlSearch, UrlSource } from '@platform/shared/contracts/sources'
import { useState } from 'react'
import { isUnfinished } from '../../../components/jobs/job-polling.ts'
import { JobProgressBar } from '../../../components/jobs/job-progress-bar.tsx'
import { useRefreshWhenFinished } from '../../../components/jobs/use-refresh-when-finished.ts'
import { toast } from '../../../components/toasts/toast-store.ts'
import { TruncatedLink } from '../../../components/truncated-text/truncated-link.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import type { VersionContext } from '../../versions/index.ts'
import { useDeleteNestedUrlSearch } from '../api/delete-nested-url-search.ts'
import { useNestedUrlSearches } from '../api/list-nested-url-searches.ts'
import { FoundLinksModal } from './found-links-modal.tsx'

/** How a finished search reads: how much it found, and why it stopped early if it did. */
function outcomeOf(search: NestedUrlSearch): string {
  const found = `${search.found} ${search.found === 1 ? 'link' : 'links'} found`
  const failed = search.urls.filter((link) => link.linkStatus === 'failed').length
  const dead = failed > 0 ? `, ${failed} did not answer` : ''
  const robots = search.disallowedByRobots > 0 ? `, ${search.disallowedByRobots} skipped by robots.txt` : ''
  const stopped = search.stoppedReason ? ` Stopped early: ${search.stoppedReason}` : ''
  return `${found}${dead}${robots}.${stopped}`
}

/**
 * Searches for linked pages (spec section 4: they have a status, can be listed and deleted). Each shows its
 * progress while it runs (polled every 2 seconds); once done, its found links can be chosen and added.
 */
export function NestedUrlSearches({ context, urls }: { context: VersionContext; urls: UrlSource[] }) {
  const searches = useNestedUrlSearches(context.scope)
  const deleteSearch = useDeleteNestedUrlSearch(context.scope)
  const [choosingFrom, setChoosingFrom] = useState<NestedUrlSearch | null>(null)

  useRefreshWhenFinished(searches.data, (ids) => {
    for (const search of searches.data ?? []) {
      if (!ids.includes(search.id)) continue
      if (search.status === 'succeeded') {
        toast.info(`Found ${search.found} links on ${search.url}. Choose the ones to add.`)
      }
    }
  })

  const items = searches.data ?? []
  if (items.length === 0) return null
  return (
    <>
      <Table
        variant="container"
        items={items}
        trackBy="id"
        wrapLines
        header={
          <Header
            variant="h2"
            counter={`(${items.length})`}
            description="Searches for the pages and documents a link leads to on the same site."
          >
            Linked-page searches
          </Header>
        }
        columnDefinitions={[
          {
            id: 'url',
            header: 'Started from',
            isRowHeader: true,
            cell: (search) => <TruncatedLink href={search.url} />,
          },
          {
            id: 'progress',
            header: 'Progress',
            minWidth: 260,
            cell: (search) =>
              isUnfinished(search.status) ? (
                <JobProgressBar
                  label={search.status === 'queued' ? 'Waiting to start' : 'Reading pages'}
                  status={search.status}
                  done={search.crawled}
                  total={search.found}
                  unit="pages read"
                />
              ) : search.status === 'succeeded' ? (
                <StatusIndicator type="success">{outcomeOf(search)}</StatusIndicator>
              ) : (
                <StatusIndicator type={search.status === 'cancelled' ? 'stopped' : 'error'}>
                  {search.status === 'cancelled' ? 'Cancelled' : `Failed: ${search.failureReason ?? 'unknown reason'}`}
                </StatusIndicator>
              ),
          },
          { id: 'started', header: 'Started', minWidth: 120, cell: (search) => formatDate(search.createdAt) },
          {
            id: 'actions',
            header: 'Actions',
            minWidth: 190,
            cell: (search) => (
              <SpaceBetween direction="horizontal" size="xs">
                {search.status === 'succeeded' && context.editable && search.urls.length > 0 && (
                  <Button variant="inline-link" onClick={() => setChoosingFrom(search)}>
                    Choose links
                  </Button>
                )}
                {context.editable && (
                  <Button
                    variant="inline-link"
                    ariaLabel={`Delete the search from ${search.url}`}
                    onClick={() =>
                      deleteSearch.mutate(search.id, {
                        onSuccess: () =>
                          toast.success(
                            isUnfinished(search.status) ? 'Search stopped and deleted.' : 'Search deleted.',
                          ),
                      })
                    }
                  >
                    {isUnfinished(search.status) ? 'Stop' : 'Delete'}
                  </Button>
                )}
              </SpaceBetween>
            ),
          },
        ]}
        empty={<Box textAlign="center">No searches.</Box>}
      />
      {choosingFrom && (
        <FoundLinksModal
          scope={context.scope}
          search={choosingFrom}
          existingUrls={urls.map((source) => source.url)}
          onClose={() => setChoosingFrom(null)}
        />
      )}
    </>
  )
}
