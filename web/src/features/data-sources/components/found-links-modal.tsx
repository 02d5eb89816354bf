import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Modal from '@cloudscape-design/components/modal'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import TextFilter from '@cloudscape-design/components/text-filter'
import type { FoundUrl, NestedUrlSearch } from '@platform/shared/contracts/sources'
import { useState } from 'react'
import { toast } from '../../../components/toasts/toast-store.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useAddMultipleUrls } from '../api/add-multiple-urls.ts'
import { useCheckFoundLinks } from '../api/check-found-links.ts'
import { useRemoveFoundLinks } from '../api/remove-found-links.ts'
import { choosableLink, inRequestSizedGroups, linksNotYetAdded } from '../source-display.ts'
import './found-links-modal.css'

/** How a found link's check reads in the chooser. */
function LinkStatus({ found }: { found: FoundUrl }) {
  if (found.linkStatus === 'reachable') return <StatusIndicator type="success">Reachable</StatusIndicator>
  if (found.linkStatus === 'failed')
    return <StatusIndicator type="error">Failed: {found.problem ?? 'the site did not answer.'}</StatusIndicator>
  return <StatusIndicator type="pending">Not checked</StatusIndicator>
}

/**
 * The links a search found, to choose from, each with whether it answered when checked. Links the version
 * already has are left out; the reachable ones start chosen, since a search is usually run to add a site, and
 * dead links should not be added by default. Failed links can be checked again or removed from the search.
 * Large choices go in requests of at most 100 links.
 */
export function FoundLinksModal({
  scope,
  search: searchAsListed,
  existingUrls,
  onClose,
}: {
  scope: VersionScope
  search: NestedUrlSearch
  existingUrls: string[]
  onClose: () => void
}) {
  // Retries and removals answer with the search as it now is; the list the modal was opened from is older.
  const [search, setSearch] = useState(searchAsListed)
  const addable = linksNotYetAdded(
    search.urls.map((found) => found.url),
    existingUrls,
  )
  const candidates = search.urls.filter((found) => addable.includes(found.url))
  const failed = candidates.filter((found) => found.linkStatus !== 'reachable')
  const [chosen, setChosen] = useState<FoundUrl[]>(() => candidates.filter((found) => found.linkStatus === 'reachable'))
  const checkLinks = useCheckFoundLinks(scope, search.id)
  const removeLinks = useRemoveFoundLinks(scope, search.id)

  function retry(urls: string[]) {
    checkLinks.mutate(urls, {
      onSuccess: (updated) => {
        setSearch(updated)
        // Links that answer now are chosen, as they would have been had they answered the first time.
        const nowReachable = updated.urls.filter(
          (found) => urls.includes(found.url) && found.linkStatus === 'reachable',
        )
        setChosen((current) => [...current.filter((found) => !urls.includes(found.url)), ...nowReachable])
        const answered = nowReachable.length
        toast.success(
          answered === urls.length
            ? `Links checked: ${answered} now ${answered === 1 ? 'answers' : 'answer'}.`
            : `Links checked: ${answered} of ${urls.length} now ${answered === 1 ? 'answers' : 'answer'}.`,
        )
      },
    })
  }

  function removeFailed() {
    const urls = failed.map((found) => found.url)
    removeLinks.mutate(urls, {
      onSuccess: (updated) => {
        setSearch(updated)
        setChosen((current) => current.filter((found) => !urls.includes(found.url)))
        toast.success(`Failed links removed from the search: ${urls.length}.`)
      },
    })
  }
  const [filter, setFilter] = useState('')
  const [adding, setAdding] = useState(false)
  const addMultiple = useAddMultipleUrls(scope)
  const needle = filter.trim().toLowerCase()
  const shown = needle
    ? candidates.filter((found) => `${found.url} ${found.title ?? ''}`.toLowerCase().includes(needle))
    : candidates

  async function add() {
    setAdding(true)
    let added = 0
    try {
      for (const group of inRequestSizedGroups(chosen.map((found) => found.url))) {
        const answer = await addMultiple.mutateAsync({ urls: group, nestedUrlJobId: search.id })
        added += answer.added.length
      }
      toast.success(`Links added for Q&A generation: ${added} ${added === 1 ? 'link' : 'links'}.`)
      onClose()
    } catch {
      // The query client has toasted the failure; links of earlier groups stay added and show in the table.
    } finally {
      setAdding(false)
    }
  }

  return (
    <Modal
      closeAriaLabel="Close"
      visible
      size="large"
      onDismiss={onClose}
      header={`Links found on ${search.url}`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={adding} disabled={chosen.length === 0} onClick={() => void add()}>
              Add {chosen.length} {chosen.length === 1 ? 'link' : 'links'}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {failed.length > 0 && (
        <Box margin={{ bottom: 's' }}>
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Box color="text-body-secondary">
              {failed.length} of {candidates.length} {candidates.length === 1 ? 'link' : 'links'} did not answer and{' '}
              {failed.length === 1 ? 'is' : 'are'} not chosen.
            </Box>
            <Button loading={checkLinks.isPending} onClick={() => retry(failed.map((found) => found.url))}>
              Retry failed links
            </Button>
            <Button loading={removeLinks.isPending} onClick={removeFailed}>
              Remove failed links
            </Button>
          </SpaceBetween>
        </Box>
      )}
      {candidates.length === 0 ? (
        <Alert type="info">Every link this search found is already added.</Alert>
      ) : (
        <Table
          variant="embedded"
          items={shown}
          trackBy="url"
          selectionType="multi"
          selectedItems={chosen}
          // A link that failed its check cannot be chosen: retry it, and it is chosen once it answers.
          isItemDisabled={(found) => !choosableLink(found)}
          onSelectionChange={({ detail }) => setChosen(detail.selectedItems.filter(choosableLink))}
          ariaLabels={{
            selectionGroupLabel: 'Links to add',
            allItemsSelectionLabel: () => 'Choose every link',
            itemSelectionLabel: (_selection, found) => `Choose ${found.url}`,
          }}
          wrapLines
          stickyHeader
          filter={
            <TextFilter
              filteringText={filter}
              filteringPlaceholder="Filter links"
              filteringAriaLabel="Filter links"
              countText={`${shown.length} of ${candidates.length}`}
              onChange={({ detail }) => setFilter(detail.filteringText)}
            />
          }
          columnDefinitions={[
            {
              id: 'url',
              header: 'Link',
              isRowHeader: true,
              cell: (found) => (
                <SpaceBetween size="xxxs">
                  <span className="found-link-address" title={found.url}>
                    {found.url}
                  </span>
                  {found.title && (
                    <Box variant="small" color="text-status-inactive">
                      {found.title}
                    </Box>
                  )}
                </SpaceBetween>
              ),
            },
            {
              id: 'status',
              header: 'Status',
              minWidth: 150,
              cell: (found) => (
                <SpaceBetween size="xxxs">
                  <LinkStatus found={found} />
                  {found.linkStatus !== 'reachable' && (
                    <Button
                      variant="inline-link"
                      ariaLabel={`Retry ${found.url}`}
                      disabled={checkLinks.isPending}
                      onClick={() => retry([found.url])}
                    >
                      Retry
                    </Button>
                  )}
                </SpaceBetween>
              ),
            },
            {
              id: 'kind',
              header: 'Kind',
              minWidth: 90,
              cell: (found) => (found.kind === 'page' ? 'Page' : 'Document'),
            },
            { id: 'depth', header: 'Hops', minWidth: 60, cell: (found) => found.depth },
          ]}
          empty="No link matches this filter."
        />
      )}
    </Modal>
  )
}
