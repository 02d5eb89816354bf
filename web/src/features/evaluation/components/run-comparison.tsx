import Box from '@cloudscape-design/components/box'
import Container from '@cloudscape-design/components/container'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import type { ComparedCase, TestRun } from '@platform/shared/contracts/evaluation'
import { useState } from 'react'
import type { VersionScope } from '../../../lib/scopes.ts'
import { excerpt } from '../../knowledge/index.ts'
import { useTestRunComparison } from '../api/compare-test-runs.ts'
import { caseStatusLabels, formatScore, runLabel } from '../evaluation-format.ts'

const changeIndicators: Record<
  ComparedCase['change'],
  { type: 'error' | 'success' | 'info' | 'stopped'; label: string }
> = {
  regressed: { type: 'error', label: 'Regressed' },
  improved: { type: 'success', label: 'Improved' },
  unchanged: { type: 'stopped', label: 'Unchanged' },
  added: { type: 'info', label: 'Only in the second run' },
  removed: { type: 'info', label: 'Only in the first run' },
}

/** Two finished runs side by side (two models, or before and after retraining): per-case changes, regressions first. */
export function RunComparison({ scope, runs }: { scope: VersionScope; runs: readonly TestRun[] }) {
  const finished = runs.filter((run) => run.status === 'succeeded')
  const options = finished.map((run) => ({ value: run.id, label: runLabel(run) }))
  const [baseRunId, setBaseRunId] = useState(finished[1]?.id ?? '')
  const [candidateRunId, setCandidateRunId] = useState(finished[0]?.id ?? '')
  const comparison = useTestRunComparison(scope, baseRunId, candidateRunId)
  if (finished.length < 2) return null
  const counts = comparison.data?.counts
  return (
    <Container
      header={
        <Header variant="h2" description="Cases that passed in the first run and fail in the second come first.">
          Compare two runs
        </Header>
      }
    >
      <SpaceBetween size="m">
        <SpaceBetween direction="horizontal" size="m">
          <FormField label="First run (before)">
            <Select
              selectedOption={options.find((option) => option.value === baseRunId) ?? null}
              options={options}
              onChange={({ detail }) => setBaseRunId(detail.selectedOption.value ?? '')}
            />
          </FormField>
          <FormField label="Second run (after)">
            <Select
              selectedOption={options.find((option) => option.value === candidateRunId) ?? null}
              options={options}
              onChange={({ detail }) => setCandidateRunId(detail.selectedOption.value ?? '')}
            />
          </FormField>
        </SpaceBetween>
        {counts && (
          <Box>
            {counts.regressed} regressed · {counts.improved} improved · {counts.unchanged} unchanged · {counts.added}{' '}
            added · {counts.removed} removed
          </Box>
        )}
        <Table
          variant="embedded"
          loading={comparison.isFetching}
          loadingText="Comparing runs"
          items={comparison.data?.cases ?? []}
          trackBy="prompt"
          wrapLines
          empty={<Box color="text-body-secondary">Choose two different runs.</Box>}
          columnDefinitions={[
            {
              id: 'change',
              header: 'Change',
              cell: (item) => (
                <StatusIndicator type={changeIndicators[item.change].type}>
                  {changeIndicators[item.change].label}
                </StatusIndicator>
              ),
            },
            { id: 'prompt', header: 'Prompt', isRowHeader: true, cell: (item) => excerpt(item.prompt, 120) },
            {
              id: 'before',
              header: 'Before',
              cell: (item) =>
                item.base
                  ? `${caseStatusLabels[item.base.status]} · ${formatScore(item.base.scores?.semanticSimilarity)}`
                  : '—',
            },
            {
              id: 'after',
              header: 'After',
              cell: (item) =>
                item.candidate
                  ? `${caseStatusLabels[item.candidate.status]} · ${formatScore(item.candidate.scores?.semanticSimilarity)}`
                  : '—',
            },
            { id: 'delta', header: 'Similarity change', cell: (item) => formatScore(item.similarityDelta) },
          ]}
        />
      </SpaceBetween>
    </Container>
  )
}
