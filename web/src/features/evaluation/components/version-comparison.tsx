import Box from '@cloudscape-design/components/box'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import type { ScoreThresholds, VersionComparison } from '@platform/shared/contracts/evaluation'
import { useState } from 'react'
import { excerpt } from '../../knowledge/index.ts'
import type { VersionContext } from '../../versions/index.ts'
import { useVersionComparison } from '../api/compare-versions.ts'
import { formatPercent, formatScore, scoreLabels } from '../evaluation-format.ts'
import { PairChooser } from './pair-chooser.tsx'

type Side = VersionComparison['base']
interface KnowledgeChange {
  kind: 'Added' | 'Removed' | 'Changed'
  prompt: string
  before: string
  after: string
}

/** The checks a version's pass rule uses, as a line: "Semantic similarity ≥ 0.80 · Judge ≥ 0.70". */
function thresholdsLine(thresholds: ScoreThresholds): string {
  const used = (Object.entries(thresholds) as Array<[keyof ScoreThresholds, number]>).filter(([, value]) => value > 0)
  return used.length === 0
    ? 'Exact match only'
    : used.map(([name, value]) => `${scoreLabels[name]} ≥ ${formatScore(value)}`).join(' · ')
}

function VersionSide({ side }: { side: Side }) {
  const run = side.latestRun
  return (
    <KeyValuePairs
      columns={1}
      items={[
        { label: 'Version', value: <Box fontWeight="bold">{side.name}</Box> },
        {
          label: 'State',
          value: side.frozen ? (
            <StatusIndicator type="stopped">Frozen</StatusIndicator>
          ) : (
            <StatusIndicator type="success">Editable</StatusIndicator>
          ),
        },
        { label: 'Knowledge pairs', value: String(side.knowledgeCount) },
        { label: 'Ready models', value: String(side.readyModels) },
        { label: 'Retrieval (RAG)', value: side.ragEnabled ? 'On' : 'Off' },
        { label: 'Pass rule', value: thresholdsLine(side.thresholds) },
        {
          label: 'Latest finished run',
          value: run
            ? `${run.modelLabel} · ${formatPercent(run.run.summary?.passRate)} passed · mean similarity ${formatScore(run.run.summary?.meanScores.semanticSimilarity)}`
            : 'No finished run yet',
        },
      ]}
    />
  )
}

function knowledgeChanges(comparison: VersionComparison): KnowledgeChange[] {
  const { added, removed, changed } = comparison.knowledge
  return [
    ...changed.map((pair) => ({
      kind: 'Changed' as const,
      prompt: pair.prompt,
      before: pair.baseCompletion,
      after: pair.candidateCompletion,
    })),
    ...added.map((pair) => ({ kind: 'Added' as const, prompt: pair.prompt, before: '—', after: pair.completion })),
    ...removed.map((pair) => ({ kind: 'Removed' as const, prompt: pair.prompt, before: pair.completion, after: '—' })),
  ]
}

/**
 * Two versions of the project side by side (say, the one in production and the one being prepared): settings,
 * latest run scores, and the knowledge the second adds, removes and changes. By default the version in use is
 * compared with the latest frozen one (frozen: what an API key serves), or the one before it.
 */
export function VersionComparisonPanel({ context }: { context: VersionContext }) {
  const { project, version, scope } = context
  const others = project.versions.filter((candidate) => candidate.id !== version.id)
  const defaultBase = others.find((candidate) => candidate.frozen) ?? others[0]
  const [baseVersionId, setBaseVersionId] = useState(defaultBase?.id ?? '')
  const [candidateVersionId, setCandidateVersionId] = useState(version.id)
  const comparison = useVersionComparison(scope, baseVersionId, candidateVersionId)
  if (project.versions.length < 2) return null
  const options = project.versions.map((candidate) => ({
    value: candidate.id,
    label: candidate.name,
    tags: candidate.frozen ? ['Frozen'] : undefined,
  }))
  const data = comparison.data
  return (
    <Container
      header={
        <Header variant="h2" description="Settings, latest run scores and knowledge of two versions of the project.">
          Compare two versions
        </Header>
      }
    >
      <SpaceBetween size="m">
        <PairChooser
          options={options}
          first={{ label: 'First version', value: baseVersionId, onChange: setBaseVersionId }}
          second={{ label: 'Second version', value: candidateVersionId, onChange: setCandidateVersionId }}
        />
        {baseVersionId === candidateVersionId ? (
          <Box color="text-body-secondary">Choose two different versions.</Box>
        ) : !data ? (
          <StatusIndicator type="loading">Comparing versions</StatusIndicator>
        ) : (
          <SpaceBetween size="m">
            <ColumnLayout columns={2} variant="text-grid">
              <VersionSide side={data.base} />
              <VersionSide side={data.candidate} />
            </ColumnLayout>
            <Box>
              Knowledge: {data.knowledge.added.length} added · {data.knowledge.removed.length} removed ·{' '}
              {data.knowledge.changed.length} changed · {data.knowledge.unchanged} unchanged
            </Box>
            <Table
              variant="embedded"
              items={knowledgeChanges(data)}
              trackBy={(item) => `${item.kind}:${item.prompt}`}
              wrapLines
              empty={<Box color="text-body-secondary">The two versions hold the same knowledge.</Box>}
              columnDefinitions={[
                { id: 'kind', header: 'Change', cell: (item) => item.kind },
                { id: 'prompt', header: 'Prompt', isRowHeader: true, cell: (item) => excerpt(item.prompt, 120) },
                { id: 'before', header: `In ${data.base.name}`, cell: (item) => excerpt(item.before, 160) },
                { id: 'after', header: `In ${data.candidate.name}`, cell: (item) => excerpt(item.after, 160) },
              ]}
            />
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  )
}
