import { loginRequestSchema } from '@platform/shared/contracts/auth'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ApiError } from '../../../lib/api-client.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useLogin } from '../api/login.ts'
import { useFinishSignIn } from '../use-finish-sign-in.ts'
import { AuthForm, EmailField, PasswordField } from './auth-form-fields.tsx'

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
    <AuthForm label="Log in" submitLabel="Log in" loading={loginMutation.isPending} onSubmit={submit}>
      <EmailField form={form} autoComplete="username" />
      <PasswordField form={form} purpose="current" />
    </AuthForm>
  )
}
