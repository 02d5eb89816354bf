import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Modal from '@cloudscape-design/components/modal'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { organizationMemberSchema } from '@platform/shared/contracts/organizations'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { useRemoveMember } from '../api/remove-member.ts'

export type Member = ReturnType<typeof organizationMemberSchema.parse>

/** Removing someone is not undone by a click, so it is confirmed first, naming the person and the organization. */
export function RemoveMemberModal({
  organizationId,
  member,
  onClose,
  onRemoved,
}: {
  organizationId: string
  member: Member | null
  onClose: () => void
  onRemoved: (member: Member) => void
}) {
  const removeMember = useRemoveMember(organizationId)
  const organizationName = useConsoleContext((context) => context.org?.name ?? 'the organization')

  function confirm() {
    if (!member) return
    removeMember.mutate(
      { userId: member.userId },
      {
        onSuccess: () => {
          toast.success(`User removed: ${member.name}.`)
          onRemoved(member)
        },
      },
    )
  }

  return (
    <Modal
      closeAriaLabel="Close"
      visible={member !== null}
      onDismiss={onClose}
      header="Remove user"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={removeMember.isPending} onClick={confirm}>
              Remove
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {member && (
        <Box variant="p">
          Remove <Box variant="strong">{member.name}</Box> ({member.email}) from {organizationName}? They lose access to
          its projects at once. You can invite them again later.
        </Box>
      )}
    </Modal>
  )
}
