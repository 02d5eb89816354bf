import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { type Training, trainingMessages } from '@platform/shared/contracts/training'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { messageForUser } from '../../../lib/api-client.ts'
import { canWrite } from '../../projects/index.ts'
import type { VersionContext } from '../../versions/index.ts'
import { RequireVersion, VersionBar } from '../../versions/index.ts'
import { useCancelTraining } from '../api/cancel-training.ts'
import { useTrainingCosts } from '../api/get-training-costs.ts'
import { useTrainingLimitsAndEstimates } from '../api/get-training-limits-and-estimates.ts'
import { useModels } from '../api/list-models.ts'
import { useTrainings } from '../api/list-trainings.ts'
import { useStartTraining } from '../api/start-training.ts'
import { trainingQueryKeys, type VersionIdentifiers } from '../api/training-query-keys.ts'
import { isActiveTraining, newlyFinishedTrainings } from '../training-progress.ts'
import { ActiveTraining } from './active-training.tsx'
import { CustomTrainingModal } from './custom-training-modal.tsx'
import { EstimatesPanel } from './estimates-panel.tsx'
import { RagPanel } from './rag-panel.tsx'
import { TrainingHistoryTable } from './training-history-table.tsx'

/**
 * Tells the user once when a training they watched finishes, and refreshes what it changed: the models, the
 * retrieval index, and the estimates (which a running training blocks).
 */
function useFinishedTrainingNotices(version: VersionIdentifiers, trainings: readonly Training[] | null | undefined) {
  const queryClient = useQueryClient()
  const previous = useRef<readonly Training[] | null | undefined>(undefined)
  useEffect(() => {
    const finished = newlyFinishedTrainings(previous.current, trainings)
    previous.current = trainings
    if (finished.length === 0) return
    for (const training of finished) {
      if (training.status === 'succeeded') toast.success('Training finished. Try the new model in the playground.')
      if (training.status === 'failed')
        toast.error(`Training failed: ${training.failureReason ?? 'the model provider gave no reason.'}`)
    }
    // The list itself is current; everything else about the version may have changed with it.
    void queryClient.invalidateQueries({
      queryKey: trainingQueryKeys.version(version),
      predicate: (query) => query.queryKey.at(-1) !== 'list',
    })
  }, [trainings, version, queryClient])
}

function TrainingWorkspace({ context }: { context: VersionContext }) {
  const version = context.scope
  const mayTrain = canWrite(context.project.access)
  const costs = useTrainingCosts(version)
  const estimates = useTrainingLimitsAndEstimates(version)
  const trainings = useTrainings(version)
  const models = useModels(version)
  const startTraining = useStartTraining(version)
  const cancelTraining = useCancelTraining(version)
  const [customizing, setCustomizing] = useState(false)
  const [cancelling, setCancelling] = useState<Training | null>(null)
  useFinishedTrainingNotices(version, trainings.data)

  const active = (trainings.data ?? []).filter(isActiveTraining)

  function startStandard() {
    startTraining.mutate(
      { kind: 'standard' },
      {
        onSuccess: (answer) => toast.success(answer.message || trainingMessages.started),
        onError: (error) => {
          const message = messageForUser(error)
          if (message) toast.error(message)
        },
      },
    )
  }

  function cancel(training: Training) {
    cancelTraining.mutate(training.id, {
      onSuccess: (answer) => toast.success(answer.message || trainingMessages.cancelled),
      onSettled: () => setCancelling(null),
    })
  }

  return (
    <SpaceBetween size="l">
      <VersionBar context={context} />
      {active.map((training) => (
        <ActiveTraining
          key={training.id}
          training={training}
          mayCancel={mayTrain}
          cancelling={cancelTraining.isPending && cancelTraining.variables === training.id}
          onCancel={setCancelling}
        />
      ))}
      <EstimatesPanel
        costs={costs.data}
        estimates={estimates.data}
        loading={costs.isPending || estimates.isPending}
        starting={startTraining.isPending}
        readOnlyReason={mayTrain ? null : 'You have read access to this project, so you cannot start trainings.'}
        trainingInProgress={active.length > 0}
        onStart={startStandard}
        onCustomize={() => setCustomizing(true)}
      />
      <TrainingHistoryTable
        trainings={trainings.data ?? []}
        models={models.data ?? []}
        loading={trainings.isPending}
        failedToLoad={trainings.isError || trainings.data === null}
      />
      <RagPanel version={version} mayChange={mayTrain} />
      <ConfirmModal
        visible={cancelling !== null}
        header="Cancel training"
        confirmLabel="Cancel training"
        loading={cancelTraining.isPending}
        onConfirm={() => cancelling && cancel(cancelling)}
        onDismiss={() => setCancelling(null)}
      >
        The training stops where it is and no model is made from it. Its credits are given back.
      </ConfirmModal>
      <CustomTrainingModal
        version={version}
        visible={customizing}
        standardBaseModel={costs.data?.baseModel}
        starting={startTraining.isPending}
        onDismiss={() => setCustomizing(false)}
        onStart={(options, outcome) =>
          startTraining.mutate(
            { kind: 'custom', options },
            {
              onSuccess: (answer) => {
                outcome.started()
                setCustomizing(false)
                toast.success(answer.message || trainingMessages.started)
              },
              onError: outcome.reportError,
            },
          )
        }
      />
    </SpaceBetween>
  )
}

/** `/projects/training/`: estimate, start and follow trainings of the chosen version, and switch retrieval. */
export function TrainingPage() {
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Train a model on the version’s knowledge: check the estimate, start a training and follow its progress."
        >
          Training
        </Header>
      }
    >
      {/* Keyed by version, so switching versions starts fresh: no modal, confirmation or notice carries over. */}
      <RequireVersion>{(context) => <TrainingWorkspace key={context.version.id} context={context} />}</RequireVersion>
    </ContentLayout>
  )
}
