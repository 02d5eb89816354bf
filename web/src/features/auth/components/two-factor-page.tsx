import { useLocation } from 'react-router-dom'
import { FormCard } from '../../../components/form-card.tsx'
import type { TwoFactorPageState } from '../use-finish-sign-in.ts'
import { TwoFactorForm } from './two-factor-form.tsx'

/** The session guard holds a user in the two-factor state here until the code is accepted. */
export function TwoFactorPage() {
  const state = useLocation().state as Partial<TwoFactorPageState> | null
  return (
    <FormCard title="Two-factor authentication" description="One more step to log in.">
      <TwoFactorForm method={state?.twoFactorMethod ?? null} />
    </FormCard>
  )
}
