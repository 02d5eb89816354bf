import { FormCard } from '../../../components/form-card.tsx'
import { AcceptInvitationForm } from './accept-invitation-form.tsx'

export function InvitePage() {
  return (
    <FormCard title="Join an organization" description="You were invited to work with a team on Assistant Platform.">
      <AcceptInvitationForm />
    </FormCard>
  )
}
