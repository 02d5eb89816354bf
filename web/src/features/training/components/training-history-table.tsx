import Box from '@cloudscape-design/components/box'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import Popover from '@cloudscape-design/components/popover'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Table from '@cloudscape-design/components/table'
import type { Model } from '@platform/shared/contracts/models'
import type { AnswerCheck, Training } from '@platform/shared/contracts/training'
import { RouterLink } from '../../../components/router-link.tsx'
import {
  answerCheckSource,
  checkLabels,
  formatAnswerCheck,
  formatAnswerCheckCounts,
  formatCharge,
  formatDateTime,
  formatExampleUse,
  formatMetrics,
  missingValue,
  trainingAccuracyExplanation,
} from '../training-format.ts'
import { TrainingStatusIndicator } from './training-status.tsx'

interface TrainingHistoryTableProps {
  trainings: readonly Training[]
  models: readonly Model[]
  loading: boolean
  failedToLoad: boolean
}

/** Where the playground opens with this model chosen. */
export function playgroundLinkFor(modelId: string): string {
  return `/projects/evaluation/?pg=playground&model=${encodeURIComponent(modelId)}`
}

/**
 * The answer check of a finished model, with the counts and what was asked behind a popover: the figure to read
 * before deploying it, which training accuracy (questions it learned from) is not.
 */
function AnswerCheckSummary({ check, counts }: { check: AnswerCheck; counts: Training['counts'] }) {
  const figures = formatAnswerCheckCounts(check)
  return (
    <Popover
      header="Answer check"
      size="large"
      content={
        <SpaceBetween size="s">
          <KeyValuePairs
            columns={1}
            items={[
              { label: 'Answered right', value: figures.answered },
              { label: 'Declined', value: figures.declined },
            ]}
          />
          <Box variant="p">
            Asked of the finished model at the confidence it answers from. Held-out wordings: questions about its
            knowledge worded in ways it never trained on, from {answerCheckSource(counts)}. Out-of-scope questions:
            off-topic questions and questions about names the knowledge never mentions, which it should decline.
          </Box>
        </SpaceBetween>
      }
    >
      {formatAnswerCheck(check)}
    </Popover>
  )
}

/**
 * Every training of the version, newest first. A finished training names its model by kind (a local retrieval
 * model is not called a language model) and links to the playground; a failed one says why under its status.
 */
export function TrainingHistoryTable({ trainings, models, loading, failedToLoad }: TrainingHistoryTableProps) {
  const modelsById = new Map(models.map((model) => [model.id, model]))
  return (
    <Table
      items={[...trainings]}
      trackBy="id"
      loading={loading}
      loadingText="Loading trainings"
      wrapLines
      header={
        <Header
          variant="h2"
          counter={loading ? undefined : `(${trainings.length})`}
          description="Trainings of this version, newest first."
        >
          History
        </Header>
      }
      columnDefinitions={[
        {
          id: 'status',
          header: 'Status',
          minWidth: 180,
          // The failure reason sits under the status it explains, so the table stays within the page.
          cell: (training) => (
            <Box>
              <TrainingStatusIndicator status={training.status} />
              {training.failureReason && (
                <Box variant="small" color="text-status-error" display="block">
                  {training.failureReason}
                </Box>
              )}
            </Box>
          ),
        },
        {
          id: 'created',
          header: 'Created',
          isRowHeader: true,
          minWidth: 150,
          cell: (training) => formatDateTime(training.createdAt),
        },
        {
          id: 'kind',
          header: 'Training',
          cell: (training) => (
            <Box>
              {training.kind === 'custom' ? 'Custom' : 'Standard'}
              <Box variant="small" color="text-body-secondary" display="block">
                from {training.options.baseModel}
              </Box>
            </Box>
          ),
        },
        {
          id: 'model',
          header: 'Model',
          minWidth: 170,
          cell: (training) => {
            const model = training.modelId ? modelsById.get(training.modelId) : undefined
            if (!model) return training.modelId ?? missingValue
            return (
              <Box>
                <Box variant="span" fontWeight="bold">
                  {model.label}
                </Box>
                <Box variant="small" color="text-body-secondary" display="block">
                  {model.providerModelId}
                </Box>
                {model.status === 'ready' && (
                  <RouterLink to={playgroundLinkFor(model.id)} ariaLabel={`Try ${model.label} in the playground`}>
                    Try in the playground
                  </RouterLink>
                )}
              </Box>
            )
          },
        },
        {
          id: 'examples',
          header: 'Examples',
          cell: (training) => (training.counts ? formatExampleUse(training.counts) : missingValue),
        },
        {
          id: 'metrics',
          header: 'Metrics',
          minWidth: 220,
          cell: (training) => {
            const heldOut = (training.counts?.validationExamples ?? 0) > 0
            const point = training.metrics
            if (!point) return missingValue
            return (
              <Box>
                {formatMetrics(point, heldOut)}
                <Box variant="small" color="text-body-secondary" display="block">
                  {point.trainAccuracy !== null && `${trainingAccuracyExplanation} `}
                  {(point.validationAccuracy !== null || point.validationLoss !== null) &&
                    checkLabels(heldOut).explanation}
                </Box>
              </Box>
            )
          },
        },
        {
          id: 'answerCheck',
          header: 'Answer check',
          cell: (training) => {
            const check =
              training.answerCheck ?? (training.modelId ? modelsById.get(training.modelId) : undefined)?.answerCheck
            return check ? <AnswerCheckSummary check={check} counts={training.counts} /> : missingValue
          },
        },
        { id: 'cost', header: 'Cost', cell: (training) => formatCharge(training) },
      ]}
      empty={
        <Box textAlign="center" color="inherit">
          {failedToLoad
            ? 'Trainings could not be loaded. Reload the page to try again.'
            : 'No trainings yet. Start one above; it appears here with its progress.'}
        </Box>
      }
    />
  )
}
