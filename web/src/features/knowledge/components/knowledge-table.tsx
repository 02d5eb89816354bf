import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import {
  defaultKnowledgePageSize,
  type KnowledgeItem,
  type KnowledgeSource,
  knowledgeSources,
} from '@platform/shared/contracts/knowledge'
import { type ReactNode, useState } from 'react'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { ServerTable } from '../../../components/server-table/server-table.tsx'
import { useServerTableState } from '../../../components/server-table/use-server-table-state.ts'
import { toast } from '../../../components/toasts/toast-store.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { readOnlyReason, type VersionContext } from '../../versions/version-context.ts'
import { useDeleteKnowledge } from '../api/delete-knowledge.ts'
import { useKnowledge } from '../api/list-knowledge.ts'
import { excerpt, knowledgeSourceLabels } from '../knowledge-display.ts'
import { KnowledgeFormModal } from './knowledge-form-modal.tsx'

const allSources = { value: 'all', label: 'All sources' }
const sourceOptions = [
  allSources,
  ...knowledgeSources.map((source) => ({ value: source, label: knowledgeSourceLabels[source] })),
]

type Editing = { item: KnowledgeItem | null } | null

/**
 * The version's knowledge, 5 pairs a page by default (spec section 9), searched as the user types and filtered by
 * where the pairs came from. Pairs are added and edited in a form, deleted after confirming.
 */
export function KnowledgeTable({ context, importControls }: { context: VersionContext; importControls?: ReactNode }) {
  const { scope, editable } = context
  const state = useServerTableState(defaultKnowledgePageSize)
  const [source, setSource] = useState<KnowledgeSource | undefined>(undefined)
  const knowledge = useKnowledge(scope, { page: state.page, limit: state.limit, search: state.search, source })
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<KnowledgeItem | null>(null)
  const deleteKnowledge = useDeleteKnowledge(scope)

  function confirmDelete() {
    if (!deleting) return
    deleteKnowledge.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Knowledge deleted.')
        setDeleting(null)
      },
    })
  }

  const addButton = editable && (
    <Button variant="primary" onClick={() => setEditing({ item: null })}>
      Add Q&A
    </Button>
  )

  return (
    <>
      <ServerTable
        title="Knowledge"
        description="Prompt and completion pairs the model learns from. Links and files add pairs here as they are read."
        state={state}
        data={knowledge.data}
        loading={knowledge.isPending || (knowledge.isPlaceholderData && knowledge.isFetching)}
        trackBy="id"
        searchPlaceholder="Search prompts and completions"
        filterActive={source !== undefined}
        filters={
          <Select
            ariaLabel="Source"
            selectedOption={sourceOptions.find((option) => option.value === source) ?? allSources}
            options={sourceOptions}
            onChange={({ detail }) => {
              const value = detail.selectedOption.value
              setSource(value === 'all' ? undefined : (value as KnowledgeSource))
              state.setPage(1)
            }}
          />
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {importControls}
            {addButton}
          </SpaceBetween>
        }
        columnDefinitions={[
          {
            id: 'prompt',
            header: 'Prompt',
            isRowHeader: true,
            minWidth: 220,
            cell: (item) => excerpt(item.prompt, 160),
          },
          { id: 'completion', header: 'Completion', minWidth: 280, cell: (item) => excerpt(item.completion, 240) },
          {
            id: 'source',
            header: 'Source',
            minWidth: 120,
            cell: (item) => (
              <SpaceBetween size="xxxs">
                <span>{knowledgeSourceLabels[item.source]}</span>
                {item.sourceKey && item.source === 'url' && (
                  <Box variant="small" color="text-status-inactive">
                    {excerpt(item.sourceKey, 48)}
                  </Box>
                )}
              </SpaceBetween>
            ),
          },
          { id: 'updated', header: 'Updated', cell: (item) => formatDate(item.updatedAt) },
          ...(editable
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  minWidth: 140,
                  cell: (item: KnowledgeItem) => (
                    <SpaceBetween direction="horizontal" size="xs">
                      <Button
                        variant="inline-link"
                        ariaLabel={`Edit ${excerpt(item.prompt, 40)}`}
                        onClick={() => setEditing({ item })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="inline-link"
                        ariaLabel={`Delete ${excerpt(item.prompt, 40)}`}
                        onClick={() => setDeleting(item)}
                      >
                        Delete
                      </Button>
                    </SpaceBetween>
                  ),
                },
              ]
            : []),
        ]}
        empty={
          <EmptyState title="No knowledge yet" action={addButton}>
            {readOnlyReason(context) ??
              'Add a Q&A pair, import a CSV with prompt and completion columns, or add links and files under Data sources: their text is turned into Q&As.'}
          </EmptyState>
        }
        noMatch={
          <EmptyState title="No match">
            No pair matches this search and source. Clear them to see every pair.
          </EmptyState>
        }
      />
      {editing && <KnowledgeFormModal scope={scope} item={editing.item} onClose={() => setEditing(null)} />}
      <ConfirmModal
        visible={deleting !== null}
        header="Delete Q&A"
        confirmLabel="Delete"
        loading={deleteKnowledge.isPending}
        onConfirm={confirmDelete}
        onDismiss={() => setDeleting(null)}
      >
        {deleting && (
          <Box variant="p">
            Delete the pair <Box variant="strong">“{excerpt(deleting.prompt, 120)}”</Box>? The next training will not
            learn it.
          </Box>
        )}
      </ConfirmModal>
    </>
  )
}
