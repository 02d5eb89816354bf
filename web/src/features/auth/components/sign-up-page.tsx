import Box from '@cloudscape-design/components/box'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { FormCard } from '../../../components/form-card.tsx'
import { RouterLink } from '../../../components/router-link.tsx'
import { GoogleSignInButton } from './google-sign-in-button.tsx'
import { SignUpForm } from './sign-up-form.tsx'
import { TermsStatement } from './terms-statement.tsx'

export function SignUpPage() {
  return (
    <FormCard title="Create your account" description="We will email you a code to confirm your address.">
      <SpaceBetween size="l">
        <SignUpForm />
        <GoogleSignInButton text="Sign up with Google" />
        <TermsStatement />
        <Box color="text-body-secondary">
          Already have an account? <RouterLink to="/login/">Log in</RouterLink>
        </Box>
      </SpaceBetween>
    </FormCard>
  )
}
