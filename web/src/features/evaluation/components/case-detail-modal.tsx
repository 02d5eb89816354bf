import Box from '@cloudscape-design/components/box'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import Modal from '@cloudscape-design/components/modal'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import type { TestRunCase } from '@platform/shared/contracts/evaluation'
import { caseStatusLabels, formatCost, formatMilliseconds, formatScore, scoreLabels } from '../evaluation-format.ts'
import { RagSources } from './rag-sources.tsx'

export function CaseStatus({ status }: { status: TestRunCase['status'] }) {
  const type = status === 'passed' ? 'success' : status === 'pending' ? 'pending' : 'error'
  return <StatusIndicator type={type}>{caseStatusLabels[status]}</StatusIndicator>
}

/** One case of a run: expected against actual, every score with the checks that failed, cost and sources. */
export function CaseDetailModal({ item, onDismiss }: { item: TestRunCase; onDismiss: () => void }) {
  const failed = new Set(item.failedChecks)
  const scores = item.scores
  return (
    <Modal closeAriaLabel="Close" visible size="large" header="Test case result" onDismiss={onDismiss}>
      <SpaceBetween size="l">
        <SpaceBetween size="xxs">
          <CaseStatus status={item.status} />
          <Box variant="h3">{item.prompt}</Box>
        </SpaceBetween>
        <ColumnLayout columns={2} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">Expected completion</Box>
            <Box variant="p">{item.expectedCompletion}</Box>
          </div>
          <div>
            <Box variant="awsui-key-label">Actual completion</Box>
            <Box variant="p">{item.actualCompletion ?? item.error ?? 'No answer yet.'}</Box>
          </div>
        </ColumnLayout>
        <KeyValuePairs
          columns={4}
          items={[
            ...(Object.keys(scoreLabels) as Array<keyof typeof scoreLabels>).map((name) => ({
              label: scoreLabels[name],
              value: (
                <span>
                  {name === 'judge' && scores?.judge === null ? (item.judgeNote ?? '—') : formatScore(scores?.[name])}
                  {failed.has(name) ? ' (below threshold)' : ''}
                </span>
              ),
            })),
            ...(item.judgeNote && scores?.judge !== null ? [{ label: 'Judge’s reason', value: item.judgeNote }] : []),
            { label: 'Latency', value: formatMilliseconds(item.latencyMs) },
            { label: 'Tokens', value: item.tokens ? `${item.tokens.total} (${item.tokens.completion} answer)` : '—' },
            { label: 'Cost', value: formatCost(item.costUsd) },
            ...(item.error ? [{ label: 'Error', value: item.error }] : []),
          ]}
        />
        {item.sources.length > 0 ? (
          <RagSources passages={item.sources} />
        ) : (
          <Box color="text-body-secondary">No retrieved sources: the model answered without retrieval.</Box>
        )}
      </SpaceBetween>
    </Modal>
  )
}
