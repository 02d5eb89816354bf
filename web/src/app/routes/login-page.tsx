import Box from '@cloudscape-design/components/box'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { RouterLink } from '../../components/router-link.tsx'
import { LoginForm } from '../../features/auth/components/login-form.tsx'
import './login-page.css'

export function LoginPage() {
  return (
    <div className="login-page">
      <Container header={<Header variant="h1">Log in</Header>}>
        <SpaceBetween size="l">
          <LoginForm />
          <SpaceBetween direction="horizontal" size="l">
            <RouterLink to="/forgot-password/">Forgot password?</RouterLink>
            <Box variant="span" color="text-body-secondary">
              New here? <RouterLink to="/sign-up/">Create an account</RouterLink>
            </Box>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </div>
  )
}
