import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Modal from '@cloudscape-design/components/modal'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Table from '@cloudscape-design/components/table'
import TextFilter from '@cloudscape-design/components/text-filter'
import type { FoundUrl, NestedUrlSearch } from '@platform/shared/contracts/sources'
import { useState } from 'react'
import { toast } from '../../../components/toasts/toast-store.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useAddMultipleUrls } from '../api/add-multiple-urls.ts'
import { inRequestSizedGroups, linksNotYetAdded } from '../source-display.ts'

/**
 * The links a search found, to choose from. Links the version already has are left out; the rest start chosen,
 * since a search is usually run to add a site. Large choices go in requests of at most 100 links.
 */
export function FoundLinksModal({
  scope,
  search,
  existingUrls,
  onClose,
}: {
  scope: VersionScope
  search: NestedUrlSearch
  existingUrls: string[]
  onClose: () => void
}) {
  const addable = linksNotYetAdded(
    search.urls.map((found) => found.url),
    existingUrls,
  )
  const candidates = search.urls.filter((found) => addable.includes(found.url))
  const [chosen, setChosen] = useState<FoundUrl[]>(candidates)
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
      {candidates.length === 0 ? (
        <Alert type="info">Every link this search found is already added.</Alert>
      ) : (
        <Table
          variant="embedded"
          items={shown}
          trackBy="url"
          selectionType="multi"
          selectedItems={chosen}
          onSelectionChange={({ detail }) => setChosen(detail.selectedItems)}
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
                  <span>{found.url}</span>
                  {found.title && (
                    <Box variant="small" color="text-status-inactive">
                      {found.title}
                    </Box>
                  )}
                </SpaceBetween>
              ),
            },
            { id: 'kind', header: 'Kind', cell: (found) => (found.kind === 'page' ? 'Page' : 'Document') },
            { id: 'depth', header: 'Hops from start', cell: (found) => found.depth },
          ]}
          empty="No link matches this filter."
        />
      )}
    </Modal>
  )
}
