import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import {
  defaultTestCasePageSize,
  type TestRun,
  type TestRunCase,
  testRunSortFields,
} from '@platform/shared/contracts/evaluation'
import { useState } from 'react'
import { saveTextFile } from '../../../components/download/save-text-file.ts'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { isUnfinished } from '../../../components/jobs/job-polling.ts'
import { ServerTable } from '../../../components/server-table/server-table.tsx'
import { useServerTableState } from '../../../components/server-table/use-server-table-state.ts'
import { toast } from '../../../components/toasts/toast-store.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { excerpt } from '../../knowledge/index.ts'
import { useExportTestRun } from '../api/export-test-run.ts'
import { useTestRunCases } from '../api/list-test-run-cases.ts'
import {
  failureReason,
  formatCost,
  formatMilliseconds,
  formatScore,
  runLabel,
  scoreLabels,
} from '../evaluation-format.ts'
import { CaseDetailModal, CaseStatus } from './case-detail-modal.tsx'

type SortField = (typeof testRunSortFields)[number]
const sortLabels: Record<SortField, string> = {
  status: 'Failures first',
  position: 'Order in the test set',
  ...scoreLabels,
  latencyMs: 'Latency',
  costUsd: 'Cost',
}
const sortOptions = testRunSortFields.map((field) => ({ value: field, label: sortLabels[field] }))
const orderOptions = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
]

/** A run's results, failures first by default, searchable and sortable; a row opens the case's detail. */
export function RunResults({ scope, run }: { scope: VersionScope; run: TestRun }) {
  const state = useServerTableState(defaultTestCasePageSize)
  const [sortBy, setSortBy] = useState<SortField>('status')
  const [order, setOrder] = useState<'asc' | 'desc'>('asc')
  const [opened, setOpened] = useState<TestRunCase | null>(null)
  const cases = useTestRunCases(
    scope,
    {
      modelId: run.modelId,
      runId: run.id,
      unfinished: isUnfinished(run.status),
      status: run.status,
      completed: run.completed,
    },
    { page: state.page, limit: state.limit, search: state.search, sortBy, order },
  )
  const exportRun = useExportTestRun(scope)

  function download(format: 'csv' | 'promptfoo') {
    exportRun.mutate(
      { run: { modelId: run.modelId, runId: run.id }, format },
      {
        onSuccess: (exported) => {
          saveTextFile(exported.fileName, exported.content, exported.contentType)
          toast.success(`Exported ${exported.count} cases in ${exported.fileName}.`)
        },
      },
    )
  }

  return (
    <>
      <ServerTable
        title="Results"
        description={runLabel(run)}
        state={state}
        data={cases.data}
        loading={cases.isPending || (cases.isPlaceholderData && cases.isFetching)}
        trackBy="position"
        searchPlaceholder="Search prompts and answers"
        filterActive={false}
        filters={
          <SpaceBetween direction="horizontal" size="xs">
            <Select
              ariaLabel="Sort by"
              selectedOption={sortOptions.find((option) => option.value === sortBy) ?? null}
              options={sortOptions}
              onChange={({ detail }) => setSortBy(detail.selectedOption.value as SortField)}
            />
            <Select
              ariaLabel="Order"
              selectedOption={orderOptions.find((option) => option.value === order) ?? null}
              options={orderOptions}
              onChange={({ detail }) => setOrder(detail.selectedOption.value as 'asc' | 'desc')}
            />
          </SpaceBetween>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="download" disabled={exportRun.isPending} onClick={() => download('csv')}>
              Export CSV
            </Button>
            <Button iconName="download" disabled={exportRun.isPending} onClick={() => download('promptfoo')}>
              Export promptfoo config
            </Button>
          </SpaceBetween>
        }
        columnDefinitions={[
          {
            id: 'status',
            header: 'Result',
            minWidth: 140,
            cell: (item) => (
              <SpaceBetween size="xxxs">
                <CaseStatus status={item.status} />
                {failureReason(item) && (
                  <Box variant="small" color="text-body-secondary">
                    {failureReason(item)}
                  </Box>
                )}
              </SpaceBetween>
            ),
          },
          {
            id: 'prompt',
            header: 'Prompt',
            isRowHeader: true,
            minWidth: 220,
            cell: (item) => (
              <Button variant="inline-link" onClick={() => setOpened(item)}>
                {excerpt(item.prompt, 120)}
              </Button>
            ),
          },
          {
            id: 'actual',
            header: 'Answer',
            minWidth: 240,
            cell: (item) => excerpt(item.actualCompletion ?? item.error ?? '', 160),
          },
          {
            id: 'similarity',
            header: 'Similarity',
            cell: (item) => formatScore(item.scores?.semanticSimilarity),
          },
          { id: 'f1', header: 'Token F1', cell: (item) => formatScore(item.scores?.tokenF1) },
          { id: 'rouge', header: 'ROUGE-L', cell: (item) => formatScore(item.scores?.rougeL) },
          { id: 'latency', header: 'Latency', cell: (item) => formatMilliseconds(item.latencyMs) },
          { id: 'cost', header: 'Cost', cell: (item) => formatCost(item.costUsd) },
        ]}
        empty={<EmptyState title="No results yet">The run has not scored any case yet.</EmptyState>}
        noMatch={<EmptyState title="No match">No case matches this search.</EmptyState>}
      />
      {opened && <CaseDetailModal item={opened} onDismiss={() => setOpened(null)} />}
    </>
  )
}
