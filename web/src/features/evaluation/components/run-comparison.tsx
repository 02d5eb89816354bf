import Box from '@cloudscape-design/components/box'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import type { ComparedCase, ProjectTestRun, TestRun } from '@platform/shared/contracts/evaluation'
import { useState } from 'react'
import type { VersionScope } from '../../../lib/scopes.ts'
import { excerpt } from '../../knowledge/index.ts'
import { useTestRunComparison } from '../api/compare-test-runs.ts'
import { useProjectTestRuns } from '../api/list-project-test-runs.ts'
import { caseStatusLabels, formatScore, runLabel } from '../evaluation-format.ts'
import { PairChooser } from './pair-chooser.tsx'

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

/** What a run is called in the choosers: its version and model, then the run itself. */
function projectRunLabel(entry: ProjectTestRun): string {
  return `${entry.versionName} · ${entry.modelLabel} · ${runLabel(entry.run)}`
}

/**
 * Two finished runs of the project side by side (two models, two versions, or before and after retraining):
 * per-case changes, regressions first. The choosers list every version's runs, so a new version is compared with
 * the one in production.
 */
export function RunComparison({ scope, runs }: { scope: VersionScope; runs: readonly TestRun[] }) {
  const projectRuns = useProjectTestRuns(scope, runs.filter((run) => run.status === 'succeeded').length)
  const finished = (projectRuns.data ?? []).filter((entry) => entry.run.status === 'succeeded')
  const options = finished.map((entry) => ({ value: entry.run.id, label: projectRunLabel(entry) }))
  const [chosenBaseId, setBaseRunId] = useState<string | null>(null)
  const [chosenCandidateId, setCandidateRunId] = useState<string | null>(null)
  const baseRunId = chosenBaseId ?? finished[1]?.run.id ?? ''
  const candidateRunId = chosenCandidateId ?? finished[0]?.run.id ?? ''
  const reference = (runId: string) => {
    const entry = finished.find((candidate) => candidate.run.id === runId)
    return entry ? { runId, versionId: entry.versionId } : undefined
  }
  const comparison = useTestRunComparison(scope, reference(baseRunId), reference(candidateRunId))
  if (finished.length < 2) return null
  const counts = comparison.data?.counts
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Any two finished runs of the project, of any version and model. Cases that passed in the first run and fail in the second come first."
        >
          Compare two runs
        </Header>
      }
    >
      <SpaceBetween size="m">
        <PairChooser
          options={options}
          first={{ label: 'First run (before)', value: baseRunId, onChange: setBaseRunId }}
          second={{ label: 'Second run (after)', value: candidateRunId, onChange: setCandidateRunId }}
        />
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
