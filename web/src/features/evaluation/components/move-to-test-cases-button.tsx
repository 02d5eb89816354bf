import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import { useState } from 'react'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useMoveKnowledgeToTestCases } from '../api/move-knowledge-to-test-cases.ts'

/**
 * A bulk action of the knowledge table: the chosen pairs become test cases and leave knowledge, after confirming,
 * so the model is tested on questions it did not learn.
 */
export function MoveToTestCasesButton({
  scope,
  chosen,
  onMoved,
}: {
  scope: VersionScope
  chosen: ReadonlyArray<{ id: string }>
  onMoved: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  const move = useMoveKnowledgeToTestCases(scope)
  const pairs = `${chosen.length} chosen ${chosen.length === 1 ? 'pair' : 'pairs'}`

  function confirmMove() {
    move.mutate(
      chosen.map((item) => item.id),
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          setConfirming(false)
          onMoved()
        },
      },
    )
  }

  return (
    <>
      <Button onClick={() => setConfirming(true)}>Move {chosen.length} to test cases</Button>
      <ConfirmModal
        visible={confirming}
        header="Move to test cases"
        confirmLabel={`Move ${chosen.length}`}
        loading={move.isPending}
        onConfirm={confirmMove}
        onDismiss={() => setConfirming(false)}
      >
        <Box variant="p">
          Make the {pairs} test cases of this version? They leave knowledge, so the next training does not learn them
          and test runs check the model on questions it has not seen.
        </Box>
      </ConfirmModal>
    </>
  )
}
