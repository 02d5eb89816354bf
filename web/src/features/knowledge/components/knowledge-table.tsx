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
import { ContentTable } from '../../../components/content-table/content-table.tsx'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { TruncatedLink } from '../../../components/truncated-text/truncated-link.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useFiles } from '../../data-sources/index.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeleteKnowledge } from '../api/delete-knowledge.ts'
import { useDeleteKnowledgeItems } from '../api/delete-knowledge-items.ts'
import { type KnowledgeQuery, useKnowledge } from '../api/list-knowledge.ts'
import { alternativeQuestionsNote, excerpt, knowledgeSourceLabels } from '../knowledge-display.ts'
import { knowledgeForm } from '../knowledge-form.ts'

const allSources = { value: 'all', label: 'All sources' }
const sourceOptions = [
  allSources,
  ...knowledgeSources.map((source) => ({ value: source, label: knowledgeSourceLabels[source] })),
]

/** Page sizes to choose from: the spec's 5 by default, up to a page the bulk delete takes at once. */
const pageSizes = [5, 10, 25, 50, 100] as const

/** Room for a source's address: the prompt and completion columns need the width more. */
const sourceWidth = 160

/** Controls acting on the chosen pairs; `clearChosen` unticks them once done. */
export type ChosenActions = (chosen: KnowledgeItem[], clearChosen: () => void) => ReactNode

/** One link or file the table is narrowed to, with the name to show for it. */
type SourceFilter = { key: string; name: string }

/**
 * The version's knowledge, 5 pairs a page by default (spec section 9, up to 100 by choice), searched as the user
 * types and filtered by the kind of source or by one link or file. Pairs are added and edited in a form, deleted
 * one by one or chosen with checkboxes and deleted together, after confirming.
 */
export function KnowledgeTable({
  context,
  importControls,
  chosenActions,
}: {
  context: VersionContext
  importControls?: ReactNode
  /** More actions on the chosen pairs, from later steps of the pipeline (move to test cases). */
  chosenActions?: ChosenActions
}) {
  const { scope } = context
  const [source, setSource] = useState<KnowledgeSource | undefined>(undefined)
  const [sourceFilter, setSourceFilter] = useState<SourceFilter | null>(null)
  const [deletingChosen, setDeletingChosen] = useState<{ items: KnowledgeItem[]; clear: () => void } | null>(null)
  const deleteKnowledgeItems = useDeleteKnowledgeItems(scope)
  const fileNames = useFileNames(scope)

  function confirmDeleteChosen() {
    if (!deletingChosen) return
    deleteKnowledgeItems.mutate(
      deletingChosen.items.map((item) => item.id),
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          deletingChosen.clear()
          setDeletingChosen(null)
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

  const chosenCount = deletingChosen?.items.length ?? 0
  return (
    <>
      <ContentTable<KnowledgeItem, KnowledgeQuery>
        version={context}
        readOnlyText={readOnlyReason(context)}
        title="Knowledge"
        description="Prompt and completion pairs the model learns from. Links and files add pairs here as they are read."
        singular="Q&A"
        plural="knowledge"
        pageSize={defaultKnowledgePageSize}
        pageSizes={pageSizes}
        searchPlaceholder="Search prompts and completions"
        useList={useKnowledge}
        listQuery={{ source, sourceKey: sourceFilter?.key }}
        useDelete={useDeleteKnowledge}
        form={knowledgeForm}
        describe={(item) => excerpt(item.prompt, 40)}
        deletedMessage={() => 'Knowledge deleted.'}
        deleteQuestion={(item) => (
          <>
            Delete the pair <strong>“{excerpt(item.prompt, 120)}”</strong>? The next training will not learn it.
          </>
        )}
        bulkActions={(items, clear) => (
          <>
            {chosenActions?.(items, clear)}
            <Button onClick={() => setDeletingChosen({ items, clear })}>Delete {items.length} chosen</Button>
          </>
        )}
        actions={importControls}
        filterActive={source !== undefined || sourceFilter !== null}
        filters={
          <>
            {sourceFilter && (
              <Button
                iconName="close"
                iconAlign="right"
                ariaLabel={`Show pairs of every source, not only ${sourceFilter.name}`}
                onClick={() => setSourceFilter(null)}
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
              }}
            />
          </>
        }
        emptyText="Add a Q&A pair, import a CSV with prompt and completion columns, or add links and files under Data sources: their text is turned into Q&As."
        noMatch={
          <EmptyState title="No match">
            No pair matches this search and source. Clear them to see every pair.
          </EmptyState>
        }
        columns={[
          {
            id: 'prompt',
            header: 'Prompt',
            isRowHeader: true,
            minWidth: 160,
            cell: (item) =>
              item.alternativePrompts.length === 0 ? (
                excerpt(item.prompt, 160)
              ) : (
                <SpaceBetween size="xxxs">
                  <span>{excerpt(item.prompt, 160)}</span>
                  <Box variant="small" color="text-body-secondary">
                    {alternativeQuestionsNote(item.alternativePrompts)}
                  </Box>
                </SpaceBetween>
              ),
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
                      onClick={() => setSourceFilter({ key: item.sourceKey ?? '', name })}
                    >
                      Only this source
                    </Button>
                  )}
                </SpaceBetween>
              )
            },
          },
          { id: 'updated', header: 'Updated', minWidth: 110, cell: (item) => formatDate(item.updatedAt) },
        ]}
      />
      <ConfirmModal
        visible={deletingChosen !== null}
        header="Delete chosen Q&As"
        confirmLabel={`Delete ${chosenCount}`}
        loading={deleteKnowledgeItems.isPending}
        onConfirm={confirmDeleteChosen}
        onDismiss={() => setDeletingChosen(null)}
      >
        <Box variant="p">
          Delete the {chosenCount} chosen {chosenCount === 1 ? 'pair' : 'pairs'}? The next training will not learn them.
        </Box>
      </ConfirmModal>
    </>
  )
}

/** File names by id, so pairs made from a file name it rather than its id. */
function useFileNames(scope: VersionScope): Map<string, string> {
  const files = useFiles(scope).data
  return useMemo(() => new Map((files ?? []).map((file) => [file.id, file.name])), [files])
}
