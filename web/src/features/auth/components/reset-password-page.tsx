import Box from '@cloudscape-design/components/box'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { FormCard } from '../../../components/form-card.tsx'
import { RouterLink } from '../../../components/router-link.tsx'
import { ResetPasswordForm } from './reset-password-form.tsx'

export function ResetPasswordPage() {
  return (
    <FormCard title="Reset password" description="Enter the code from the reset email, then choose a new password.">
      <SpaceBetween size="l">
        <ResetPasswordForm />
        <Box color="text-body-secondary">
          No code? <RouterLink to="/forgot-password/">Send a new one</RouterLink>
        </Box>
      </SpaceBetween>
    </FormCard>
  )
}
