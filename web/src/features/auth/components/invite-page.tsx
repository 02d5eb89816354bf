import { useSearchParams } from 'react-router-dom'
import { FormCard } from '../../../components/form-card.tsx'
import { invitationSentence, useInvitationDetails } from '../api/describe-invitation.ts'
import { AcceptInvitationForm } from './accept-invitation-form.tsx'

/** `/invite/`: names the organization and the inviter before the invitation is accepted. */
export function InvitePage() {
  const [searchParams] = useSearchParams()
  const details = useInvitationDetails(searchParams.get('token') ?? '').data
  return (
    <FormCard
      title={details ? `Join ${details.organizationName}` : 'Join an organization'}
      description={
        details ? invitationSentence(details) : 'You were invited to work with a team on Assistant Platform.'
      }
    >
      <AcceptInvitationForm />
    </FormCard>
  )
}
