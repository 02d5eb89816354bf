import Box from '@cloudscape-design/components/box'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { FormCard } from '../../../components/form-card.tsx'
import { RouterLink } from '../../../components/router-link.tsx'
import { VerifyEmailForm } from './verify-email-form.tsx'

export function VerifyEmailPage() {
  return (
    <FormCard
      title="Verify your email"
      description="Enter the code we sent to your email. Check your spam folder if it has not arrived."
    >
      <SpaceBetween size="l">
        <VerifyEmailForm />
        <Box color="text-body-secondary">
          No code? Logging in with your email and password sends a new one. <RouterLink to="/login/">Log in</RouterLink>
        </Box>
      </SpaceBetween>
    </FormCard>
  )
}
