import Box from '@cloudscape-design/components/box'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { FormCard } from '../../../components/form-card.tsx'
import { RouterLink } from '../../../components/router-link.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'

export function ForgotPasswordPage() {
  return (
    <FormCard title="Forgot password" description="We will email you a code to choose a new password.">
      <SpaceBetween size="l">
        <ForgotPasswordForm />
        <Box color="text-body-secondary">
          Remembered it? <RouterLink to="/login/">Log in</RouterLink>
        </Box>
      </SpaceBetween>
    </FormCard>
  )
}
