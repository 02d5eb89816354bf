import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import ProgressBar from '@cloudscape-design/components/progress-bar'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { Training } from '@platform/shared/contracts/training'
import {
  capitalized,
  checkLabels,
  formatAccuracy,
  formatDateTime,
  formatLoss,
  formatStep,
  formatValidationSplit,
  trainingAccuracyExplanation,
} from '../training-format.ts'
import { describeProgress } from '../training-progress.ts'
import { TrainingStatusIndicator } from './training-status.tsx'

interface ActiveTrainingProps {
  training: Training
  /** Readers follow a training but cannot stop it. */
  mayCancel: boolean
  cancelling: boolean
  onCancel(training: Training): void
}

/** The latest loss and accuracy; check figures named by what they measured (held-out pairs or a self-check). */
function LatestMetrics({ training }: { training: Training }) {
  const labels = checkLabels(training.options.validationSplit > 0)
  const point = training.metrics
  if (!point) {
    return (
      <Box variant="small" color="text-body-secondary">
        Loss and accuracy appear here as the training reports them.
      </Box>
    )
  }
  const validated = point.validationLoss !== null || point.validationAccuracy !== null
  return (
    <SpaceBetween size="xs">
      <KeyValuePairs
        ariaLabel="Latest metrics"
        columns={validated ? 5 : 3}
        items={[
          { label: 'Progress', value: formatStep(point) },
          { label: 'Training loss', value: formatLoss(point.trainLoss) },
          { label: 'Training accuracy', value: formatAccuracy(point.trainAccuracy) },
          ...(validated
            ? [
                { label: capitalized(labels.loss), value: formatLoss(point.validationLoss) },
                { label: capitalized(labels.accuracy), value: formatAccuracy(point.validationAccuracy) },
              ]
            : []),
        ]}
      />
      <Box variant="small" color="text-body-secondary">
        {trainingAccuracyExplanation} {validated && labels.explanation}
      </Box>
    </SpaceBetween>
  )
}

/** A queued or running training: its step on a progress bar, metrics as they arrive, and a way to stop it. */
export function ActiveTraining({ training, mayCancel, cancelling, onCancel }: ActiveTrainingProps) {
  const progress = describeProgress(training)
  const latestEvent = training.events.at(-1)
  const { options } = training
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={`${training.kind === 'custom' ? 'Custom' : 'Standard'} training of ${options.baseModel}, started ${formatDateTime(training.createdAt)}. Held out for checking: ${formatValidationSplit(options.validationSplit)}.`}
          actions={
            mayCancel && (
              <Button onClick={() => onCancel(training)} loading={cancelling}>
                Cancel training
              </Button>
            )
          }
        >
          Training in progress <TrainingStatusIndicator status={training.status} />
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ProgressBar
          value={progress.percent}
          label={progress.stepName}
          description={progress.detail ?? undefined}
          additionalInfo={latestEvent ? `Latest from the model provider: ${latestEvent.message}` : undefined}
          ariaLabel="Training progress"
        />
        <LatestMetrics training={training} />
      </SpaceBetween>
    </Container>
  )
}
