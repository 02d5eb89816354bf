import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import Popover from '@cloudscape-design/components/popover'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import {
  type TrainingCosts,
  type TrainingLimitsAndEstimates,
  trainingMessages,
} from '@platform/shared/contracts/training'
import { planName } from '../../../lib/plan-name.ts'
import {
  capitalized,
  formatAgainstLimit,
  formatCount,
  formatDuration,
  formatUsd,
  missingValue,
} from '../training-format.ts'
import { startBlockers } from '../training-progress.ts'

interface EstimatesPanelProps {
  costs: TrainingCosts | null | undefined
  estimates: TrainingLimitsAndEstimates | null | undefined
  loading: boolean
  starting: boolean
  /** A training of this version is running (shown above as progress): the next one waits, nothing is wrong. */
  trainingInProgress: boolean
  /** Why this user cannot start a training (read access), or null when they can. */
  readOnlyReason: string | null
  onStart(): void
  onCustomize(): void
}

function TokenBreakdown({ costs }: { costs: TrainingCosts }) {
  const { tokens } = costs
  return (
    <Popover
      header="Tokens per pass"
      size="medium"
      content={
        <KeyValuePairs
          columns={1}
          items={[
            { label: 'Knowledge', value: formatCount(tokens.knowledge) },
            { label: 'System prompt', value: formatCount(tokens.systemPrompt) },
            { label: 'Agent functions', value: formatCount(tokens.functions) },
            { label: 'Chat formatting', value: formatCount(tokens.formatting) },
          ]}
        />
      }
    >
      {formatCount(tokens.total)}
    </Popover>
  )
}

/**
 * What training the version would take now: examples and tokens, price against the credit balance, how long it
 * should run, and the version's items against the plan's limits. Anything that stops a training is listed
 * above the figures, and the start buttons stay off until nothing does.
 */
export function EstimatesPanel({
  costs,
  estimates,
  loading,
  starting,
  readOnlyReason,
  trainingInProgress,
  onStart,
  onCustomize,
}: EstimatesPanelProps) {
  // A running training is shown as progress above (never as a warning), and the trainings list says whether one
  // runs: the estimate is read again only after a training ends.
  const { shown: blockers, canStart } = startBlockers(
    estimates?.blockers ?? [],
    trainingInProgress,
    trainingMessages.alreadyRunning,
  )
  const canTrain = estimates !== null && estimates !== undefined && canStart && readOnlyReason === null
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Figures for a standard training of this version as it is now. A training copies the content when it starts, so later edits wait for the next one."
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={onCustomize} disabled={!canTrain || starting}>
                Custom training
              </Button>
              <Button variant="primary" onClick={onStart} disabled={!canTrain} loading={starting}>
                Start training
              </Button>
            </SpaceBetween>
          }
        >
          Estimate
        </Header>
      }
    >
      {loading ? (
        <StatusIndicator type="loading">Estimating</StatusIndicator>
      ) : !costs || !estimates ? (
        <Box color="text-status-inactive">The estimate could not be loaded. Reload the page to try again.</Box>
      ) : (
        <SpaceBetween size="l">
          {readOnlyReason && <Alert type="info">{readOnlyReason}</Alert>}
          {trainingInProgress && (
            <StatusIndicator type="in-progress">
              A training of this version is in progress (above). The next one can start when it finishes.
            </StatusIndicator>
          )}
          {blockers.length > 0 && (
            <Alert type="warning" header="Training cannot start yet">
              <ul aria-label="What stops a training">
                {blockers.map((blocker) => (
                  <li key={blocker}>{blocker}</li>
                ))}
              </ul>
            </Alert>
          )}
          <KeyValuePairs
            columns={4}
            items={[
              { label: 'Q&A examples', value: formatCount(estimates.examples) },
              { label: 'Tokens per pass', value: <TokenBreakdown costs={costs} /> },
              {
                label: 'Training tokens',
                value: `${formatCount(costs.trainingTokens)} (${costs.epochs} ${costs.epochs === 1 ? 'epoch' : 'epochs'})`,
              },
              { label: 'Base model', value: costs.baseModel },
              {
                label: 'Estimated cost',
                value: `${formatUsd(costs.estimatedCost)} at ${formatUsd(costs.pricePerMillionTokens)} per million tokens`,
              },
              {
                label: 'Credit balance',
                value: (
                  <StatusIndicator type={costs.sufficientCredits ? 'success' : 'error'}>
                    {formatUsd(costs.creditBalance)}
                    {costs.sufficientCredits ? '' : ' (not enough)'}
                  </StatusIndicator>
                ),
              },
              {
                label: 'Estimated duration',
                value: (
                  <SpaceBetween size="xxxs">
                    <span>{formatDuration(estimates.estimatedDurationSeconds)}</span>
                    <Box variant="small" color="text-body-secondary">
                      {estimates.estimateBasis}
                    </Box>
                  </SpaceBetween>
                ),
              },
              { label: 'Plan', value: estimates.planId ? planName(estimates.planId) : missingValue },
            ]}
          />
          <Table
            variant="embedded"
            header={
              <Header variant="h3" description="The plan counts items across the whole organization.">
                Plan limits
              </Header>
            }
            items={estimates.limits}
            trackBy="item"
            columnDefinitions={[
              { id: 'label', header: 'Item', isRowHeader: true, cell: (limit) => capitalized(limit.label) },
              { id: 'version', header: 'In this version', cell: (limit) => formatCount(limit.inVersion) },
              {
                id: 'organization',
                header: 'In the organization',
                cell: (limit) => formatAgainstLimit(limit.inOrganization, limit.limit),
              },
              {
                id: 'status',
                header: 'Within limit',
                cell: (limit) => (
                  <StatusIndicator type={limit.withinLimit ? 'success' : 'error'}>
                    {limit.withinLimit ? 'Yes' : 'Over the limit'}
                  </StatusIndicator>
                ),
              },
            ]}
          />
        </SpaceBetween>
      )}
    </Container>
  )
}
