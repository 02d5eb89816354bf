import Box from '@cloudscape-design/components/box'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { FormCard } from '../../../components/form-card.tsx'
import { RouterLink } from '../../../components/router-link.tsx'
import { GoogleSignInButton } from './google-sign-in-button.tsx'
import { LoginForm } from './login-form.tsx'

export function LoginPage() {
  return (
    <FormCard title="Log in">
      <SpaceBetween size="l">
        <LoginForm />
        <GoogleSignInButton statesTerms />
        <SpaceBetween direction="horizontal" size="l">
          <RouterLink to="/forgot-password/">Forgot password?</RouterLink>
          <Box variant="span" color="text-body-secondary">
            New here? <RouterLink to="/sign-up/">Create an account</RouterLink>
          </Box>
        </SpaceBetween>
      </SpaceBetween>
    </FormCard>
  )
}
