import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import { type TestRun, type TestsetType, testsetTypes } from '@platform/shared/contracts/evaluation'
import type { Model } from '@platform/shared/contracts/models'
import { useState } from 'react'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { isUnfinished } from '../../../components/jobs/job-polling.ts'
import { JobProgressBar } from '../../../components/jobs/job-progress-bar.tsx'
import { PageLoading } from '../../../components/page-loading.tsx'
import { useFollow } from '../../../components/router-link.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useModels } from '../../training/index.ts'
import type { VersionContext } from '../../versions/index.ts'
import { useTestRuns } from '../api/list-test-runs.ts'
import { useStartModelTestRun } from '../api/start-model-test-run.ts'
import { formatCost, formatMilliseconds, formatPercent, formatScore, testsetLabels } from '../evaluation-format.ts'
import { PassRateChart } from './pass-rate-chart.tsx'
import { RunComparison } from './run-comparison.tsx'
import { RunResults } from './run-results.tsx'
import { ScoreThresholdsPanel } from './score-thresholds-panel.tsx'
import { VersionComparisonPanel } from './version-comparison.tsx'

const testsetOptions = testsetTypes.map((type) => ({ value: type, label: testsetLabels[type] }))

function RunStatus({ run }: { run: TestRun }) {
  if (isUnfinished(run.status))
    return <StatusIndicator type="in-progress">{`${run.completed} of ${run.total} scored`}</StatusIndicator>
  if (run.status === 'succeeded') return <StatusIndicator type="success">Finished</StatusIndicator>
  return <StatusIndicator type="error">{run.failureReason ?? 'Failed'}</StatusIndicator>
}

/**
 * `pgw=tests`: run a test set against a trained model and follow it (progress bar), then read the results: the
 * run history, a pass-rate chart across runs, the chosen run's results (failures first) and a comparison of
 * two runs.
 */
export function TestsView({ context }: { context: VersionContext }) {
  const follow = useFollow()
  const models = useModels(context.scope)
  if (models.isPending) return <PageLoading />
  const ready = (models.data ?? []).filter((model) => model.status === 'ready')
  if (ready.length === 0)
    return (
      <SpaceBetween size="l">
        <Container>
          <EmptyState
            title="No trained model yet"
            action={
              <Button variant="primary" href="/projects/training/" onFollow={follow}>
                Go to Training
              </Button>
            }
          >
            Train a model first; its test runs appear here.
          </EmptyState>
        </Container>
        <ScoreThresholdsPanel context={context} />
        <VersionComparisonPanel key={context.version.id} context={context} />
      </SpaceBetween>
    )
  return <ModelTests context={context} models={ready} />
}

function ModelTests({ context, models }: { context: VersionContext; models: readonly Model[] }) {
  const { scope, editable } = context
  const [modelId, setModelId] = useState(models[0]?.id ?? '')
  const [testsetType, setTestsetType] = useState<TestsetType>('testcases')
  const [chosenRunId, setChosenRunId] = useState<string | null>(null)
  const runs = useTestRuns(scope, modelId)
  const start = useStartModelTestRun(scope)
  const list = runs.data ?? []
  const active = list.find((run) => isUnfinished(run.status))
  const chosen = list.find((run) => run.id === chosenRunId) ?? list[0]

  function startRun() {
    start.mutate(
      { modelId, testsetType },
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          setChosenRunId(answer.run.id)
        },
      },
    )
  }

  const modelOptions = models.map((model) => ({
    value: model.id,
    label: model.label,
    description: model.providerModelId,
    tags: [new Date(model.createdAt).toLocaleString()],
  }))

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header
            variant="h2"
            description="Asks the model every case of a test set and scores each answer against the expected one."
          >
            Run tests
          </Header>
        }
      >
        <SpaceBetween size="m">
          <SpaceBetween direction="horizontal" size="m">
            <FormField label="Model">
              <Select
                selectedOption={modelOptions.find((option) => option.value === modelId) ?? null}
                options={modelOptions}
                onChange={({ detail }) => {
                  setModelId(detail.selectedOption.value ?? '')
                  setChosenRunId(null)
                }}
              />
            </FormField>
            <FormField label="Test set">
              <Select
                selectedOption={testsetOptions.find((option) => option.value === testsetType) ?? null}
                options={testsetOptions}
                onChange={({ detail }) => setTestsetType(detail.selectedOption.value as TestsetType)}
              />
            </FormField>
            <FormField label="&nbsp;">
              <Button variant="primary" loading={start.isPending} disabled={!editable} onClick={startRun}>
                Run tests
              </Button>
            </FormField>
          </SpaceBetween>
          {active && (
            <JobProgressBar
              label={`Testing ${testsetLabels[active.testsetType].toLowerCase()}`}
              status={active.status}
              done={active.completed}
              total={active.total}
              unit="cases"
              description={active.progressMessage ?? undefined}
            />
          )}
        </SpaceBetween>
      </Container>
      <ScoreThresholdsPanel context={context} />

      <Table
        header={
          <Header variant="h2" counter={`(${list.length})`} description="The model's runs, newest first.">
            Run history
          </Header>
        }
        loading={runs.isPending}
        loadingText="Loading runs"
        items={list}
        trackBy="id"
        wrapLines
        selectionType="single"
        selectedItems={chosen ? [chosen] : []}
        onSelectionChange={({ detail }) => setChosenRunId(detail.selectedItems[0]?.id ?? null)}
        ariaLabels={{
          itemSelectionLabel: (_selection, run) =>
            `Show results of the run started ${new Date(run.createdAt).toLocaleString()}`,
          selectionGroupLabel: 'Run to show',
        }}
        empty={<Box color="text-body-secondary">No run yet. Choose a test set and run it.</Box>}
        columnDefinitions={[
          {
            id: 'started',
            header: 'Started',
            isRowHeader: true,
            cell: (run) => new Date(run.createdAt).toLocaleString(),
          },
          { id: 'set', header: 'Test set', cell: (run) => testsetLabels[run.testsetType] },
          { id: 'status', header: 'Status', minWidth: 140, cell: (run) => <RunStatus run={run} /> },
          { id: 'passRate', header: 'Pass rate', cell: (run) => formatPercent(run.summary?.passRate) },
          {
            id: 'similarity',
            header: 'Mean similarity',
            cell: (run) => formatScore(run.summary?.meanScores.semanticSimilarity),
          },
          {
            id: 'latency',
            header: 'Latency p50 / p95',
            cell: (run) =>
              run.summary
                ? `${formatMilliseconds(run.summary.latencyMs.p50)} / ${formatMilliseconds(run.summary.latencyMs.p95)}`
                : '—',
          },
          { id: 'cost', header: 'Cost', cell: (run) => (run.summary ? formatCost(run.summary.totalCostUsd) : '—') },
          { id: 'judge', header: 'Judge', cell: (run) => (run.judge.available ? 'Scored' : (run.judge.note ?? '—')) },
        ]}
      />

      <Container header={<Header variant="h2">Pass rate across runs</Header>}>
        {/* The polled list (latest 50 runs, newest first), oldest first: a finished run joins the chart at once. */}
        <PassRateChart runs={[...list].reverse()} />
      </Container>

      {chosen && <RunResults key={chosen.id} scope={scope} run={chosen} />}
      <RunComparison key={modelId} scope={scope} runs={list} />
      <VersionComparisonPanel key={context.version.id} context={context} />
    </SpaceBetween>
  )
}
