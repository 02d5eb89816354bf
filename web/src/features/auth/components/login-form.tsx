import Button from '@cloudscape-design/components/button'
import Form from '@cloudscape-design/components/form'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { loginRequestSchema } from '@platform/shared/contracts/auth'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ApiError } from '../../../lib/api-client.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useLogin } from '../api/login.ts'
import { useFinishSignIn } from '../use-finish-sign-in.ts'
import { EmailField, PasswordField } from './auth-form-fields.tsx'

/**
 * Email and password login. A wrong password is toasted by the API client (it is a 401); an unverified email
 * sends the person to enter the code the API has just emailed again.
 */
export function LoginForm() {
  const form = useSchemaForm(loginRequestSchema, { email: '', password: '' })
  const loginMutation = useLogin()
  const finishSignIn = useFinishSignIn()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()

  const submit = form.submit((credentials) =>
    loginMutation.mutate(credentials, {
      onSuccess: finishSignIn,
      onError: (error) => {
        if (error instanceof ApiError && error.hasCode('EMAIL_NOT_VERIFIED')) {
          // The redirect travels along, so verifying signs in and continues where login would have.
          const redirect = searchParams.get('redirect')
          const query = new URLSearchParams({ email: credentials.email, ...(redirect ? { redirect } : {}) })
          void navigate(`/verify-email/?${query}`)
        }
      },
    }),
  )

  return (
    <form onSubmit={submit} aria-label="Log in" noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={loginMutation.isPending}>
            Log in
          </Button>
        }
      >
        <SpaceBetween size="l">
          <EmailField
            autoComplete="username"
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            errorText={form.errorOf('email')}
          />
          <PasswordField
            purpose="current"
            value={form.values.password}
            onChange={(value) => form.setValue('password', value)}
            errorText={form.errorOf('password')}
          />
        </SpaceBetween>
      </Form>
    </form>
  )
}
