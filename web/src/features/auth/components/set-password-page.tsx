import { FormCard } from '../../../components/form-card.tsx'
import { SetPasswordForm } from './set-password-form.tsx'

/** Reached only through the session guard, for accounts with no password and no Google sign-in. */
export function SetPasswordPage() {
  return (
    <FormCard title="Set a password" description="Your account has no password yet. Choose one to continue.">
      <SetPasswordForm />
    </FormCard>
  )
}
