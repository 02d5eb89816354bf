import { signupRequestSchema } from '@platform/shared/contracts/auth'
import { useNavigate } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useSignUp } from '../api/sign-up.ts'
import { AuthForm, EmailField, NameField, PasswordField } from './auth-form-fields.tsx'

/** Name, email and password; the API emails a 6-digit code that the verify-email page takes next. */
export function SignUpForm() {
  const form = useSchemaForm(signupRequestSchema, { name: '', email: '', password: '' })
  const signUp = useSignUp()
  const navigate = useNavigate()

  const submit = form.submit((body) =>
    signUp.mutate(body, {
      onSuccess: ({ email }) => {
        toast.success('Account created. We sent you a verification code: check your email and spam folder.')
        void navigate(`/verify-email/?${new URLSearchParams({ email })}`)
      },
      onError: (error) => form.reportError(error, { EMAIL_ALREADY_IN_USE: 'email', EMAIL_DOMAIN_BLOCKED: 'email' }),
    }),
  )

  return (
    <AuthForm label="Sign up" submitLabel="Create account" loading={signUp.isPending} onSubmit={submit}>
      <NameField form={form} />
      <EmailField form={form} />
      <PasswordField form={form} purpose="new" />
    </AuthForm>
  )
}
