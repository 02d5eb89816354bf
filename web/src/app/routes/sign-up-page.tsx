import Box from '@cloudscape-design/components/box'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { FormCard } from '../../components/form-card.tsx'
import { RouterLink } from '../../components/router-link.tsx'
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button.tsx'
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx'
import { googleClientId } from '../../features/auth/google-identity.ts'

export function SignUpPage() {
  return (
    <FormCard title="Create your account" description="We will email you a code to confirm your address.">
      <SpaceBetween size="l">
        <SignUpForm />
        {googleClientId && (
          <SpaceBetween size="s">
            <Box textAlign="center" color="text-body-secondary" fontSize="body-s">
              or
            </Box>
            <GoogleSignInButton text="Sign up with Google" />
          </SpaceBetween>
        )}
        <Box color="text-body-secondary">
          Already have an account? <RouterLink to="/login/">Log in</RouterLink>
        </Box>
      </SpaceBetween>
    </FormCard>
  )
}
