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
import { type ReactNode, useMemo, useState } from 'react'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { ServerTable } from '../../../components/server-table/server-table.tsx'
import { useServerTableState } from '../../../components/server-table/use-server-table-state.ts'
import { toast } from '../../../components/toasts/toast-store.ts'
import { TruncatedLink } from '../../../components/truncated-text/truncated-link.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useFiles } from '../../data-sources/index.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeleteKnowledge } from '../api/delete-knowledge.ts'
import { useDeleteKnowledgeItems } from '../api/delete-knowledge-items.ts'
import { useKnowledge } from '../api/list-knowledge.ts'
import { excerpt, knowledgeSourceLabels } from '../knowledge-display.ts'
import { KnowledgeFormModal } from './knowledge-form-modal.tsx'

const allSources = { value: 'all', label: 'All sources' }
const sourceOptions = [
  allSources,
  ...knowledgeSources.map((source) => ({ value: source, label: knowledgeSourceLabels[source] })),
]

type Editing = { item: KnowledgeItem | null } | null

/** Page sizes to choose from: the spec's 5 by default, up to a page the bulk delete takes at once. */
const pageSizes = [5, 10, 25, 50, 100] as const

/** Room for a source's address: the prompt and completion columns need the width more. */
const sourceWidth = 160

/** One link or file the table is narrowed to, with the name to show for it. */
type SourceFilter = { key: string; name: string }

/**
 * The version's knowledge, 5 pairs a page by default (spec section 9, up to 100 by choice), searched as the user
 * types and filtered by the kind of source or by one link or file. Pairs are added and edited in a form, deleted
 * one by one or chosen with checkboxes and deleted together, after confirming.
 */
export function KnowledgeTable({ context, importControls }: { context: VersionContext; importControls?: ReactNode }) {
  const { scope, editable } = context
  const state = useServerTableState(defaultKnowledgePageSize)
  const [source, setSource] = useState<KnowledgeSource | undefined>(undefined)
  const [sourceFilter, setSourceFilter] = useState<SourceFilter | null>(null)
  const knowledge = useKnowledge(scope, {
    page: state.page,
    limit: state.limit,
    search: state.search,
    source,
    sourceKey: sourceFilter?.key,
  })
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<KnowledgeItem | null>(null)
  const [chosen, setChosen] = useState<KnowledgeItem[]>([])
  const [deletingChosen, setDeletingChosen] = useState(false)
  const deleteKnowledge = useDeleteKnowledge(scope)
  const deleteKnowledgeItems = useDeleteKnowledgeItems(scope)
  const fileNames = useFileNames(scope)
  // Rows chosen on one page, search or filter are not carried to another: a bulk delete only touches rows in view.
  const viewKey = JSON.stringify([state.page, state.limit, state.search, source, sourceFilter?.key])
  const [chosenInView, setChosenInView] = useState(viewKey)
  if (chosenInView !== viewKey) {
    setChosenInView(viewKey)
    setChosen([])
  }

  function narrowTo(filter: SourceFilter | null) {
    setSourceFilter(filter)
    state.setPage(1)
  }

  function confirmDeleteChosen() {
    deleteKnowledgeItems.mutate(
      chosen.map((item) => item.id),
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          setChosen([])
          setDeletingChosen(false)
        },
      },
    )
  }

  function sourceName(item: KnowledgeItem): string | null {
    if (!item.sourceKey) return null
    if (item.source === 'url') return item.sourceKey
    if (item.source === 'file') return fileNames.get(item.sourceKey) ?? 'Deleted file'
    return null
  }

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
        filterActive={source !== undefined || sourceFilter !== null}
        pageSizes={pageSizes}
        selection={
          editable
            ? { selectedItems: chosen, onChange: setChosen, itemLabel: (item) => `Choose ${excerpt(item.prompt, 40)}` }
            : undefined
        }
        filters={
          <>
            {sourceFilter && (
              <Button
                iconName="close"
                iconAlign="right"
                ariaLabel={`Show pairs of every source, not only ${sourceFilter.name}`}
                onClick={() => narrowTo(null)}
              >
                Only from {excerpt(sourceFilter.name, 40)}
              </Button>
            )}
            <Select
              ariaLabel="Source"
              selectedOption={sourceOptions.find((option) => option.value === source) ?? allSources}
              options={sourceOptions}
              onChange={({ detail }) => {
                const value = detail.selectedOption.value
                setSource(value === 'all' ? undefined : (value as KnowledgeSource))
                setSourceFilter(null)
                state.setPage(1)
              }}
            />
          </>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {editable && chosen.length > 0 && (
              <Button onClick={() => setDeletingChosen(true)}>Delete {chosen.length} chosen</Button>
            )}
            {importControls}
            {addButton}
          </SpaceBetween>
        }
        columnDefinitions={[
          {
            id: 'prompt',
            header: 'Prompt',
            isRowHeader: true,
            minWidth: 160,
            cell: (item) => excerpt(item.prompt, 160),
          },
          { id: 'completion', header: 'Completion', minWidth: 220, cell: (item) => excerpt(item.completion, 240) },
          {
            id: 'source',
            header: 'Source',
            minWidth: 160,
            cell: (item) => {
              const name = sourceName(item)
              return (
                <SpaceBetween size="xxxs">
                  <span>{knowledgeSourceLabels[item.source]}</span>
                  {name && item.source === 'url' && <TruncatedLink href={name} maxWidth={sourceWidth} />}
                  {name && item.source === 'file' && (
                    <TruncatedLink
                      href="/projects/data-sources/?dc=files"
                      text={name}
                      external={false}
                      maxWidth={sourceWidth}
                    />
                  )}
                  {name && item.sourceKey && sourceFilter?.key !== item.sourceKey && (
                    <Button
                      variant="inline-link"
                      ariaLabel={`Show only the pairs from ${name}`}
                      onClick={() => narrowTo({ key: item.sourceKey ?? '', name })}
                    >
                      Only this source
                    </Button>
                  )}
                </SpaceBetween>
              )
            },
          },
          { id: 'updated', header: 'Updated', minWidth: 110, cell: (item) => formatDate(item.updatedAt) },
          ...(editable
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  minWidth: 130,
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
      <ConfirmModal
        visible={deletingChosen}
        header="Delete chosen Q&As"
        confirmLabel={`Delete ${chosen.length}`}
        loading={deleteKnowledgeItems.isPending}
        onConfirm={confirmDeleteChosen}
        onDismiss={() => setDeletingChosen(false)}
      >
        <Box variant="p">
          Delete the {chosen.length} chosen {chosen.length === 1 ? 'pair' : 'pairs'}? The next training will not learn
          them.
        </Box>
      </ConfirmModal>
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

/** File names by id, so pairs made from a file name it rather than its id. */
function useFileNames(scope: VersionScope): Map<string, string> {
  const files = useFiles(scope).data
  return useMemo(() => new Map((files ?? []).map((file) => [file.id, file.name])), [files])
}
