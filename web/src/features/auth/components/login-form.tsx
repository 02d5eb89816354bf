import Button from '@cloudscape-design/components/button'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { loginRequestSchema } from '@platform/shared/contracts/auth'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ApiError } from '../../../lib/api-client.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useLogin } from '../api/login.ts'
import { useFinishSignIn } from '../use-finish-sign-in.ts'

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
          <FormField label="Email" errorText={form.errorOf('email')}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="username"
              name="email"
              value={form.values.email}
              onChange={({ detail }) => form.setValue('email', detail.value)}
            />
          </FormField>
          <FormField label="Password" errorText={form.errorOf('password')}>
            <Input
              type="password"
              autoComplete="current-password"
              name="password"
              value={form.values.password}
              onChange={({ detail }) => form.setValue('password', detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  )
}
