import { forgotPasswordRequestSchema } from '@platform/shared/contracts/auth'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useForgotPassword } from '../api/forgot-password.ts'
import { AuthForm, EmailField } from './auth-form-fields.tsx'

/**
 * Asks for a reset code. The API answers the same whether or not the account exists (so nobody can probe for
 * accounts), hence the careful wording of the toast.
 */
export function ForgotPasswordForm() {
  const [searchParams] = useSearchParams()
  const form = useSchemaForm(forgotPasswordRequestSchema, { email: searchParams.get('email') ?? '' })
  const forgotPassword = useForgotPassword()
  const navigate = useNavigate()

  const submit = form.submit((body) =>
    forgotPassword.mutate(body, {
      onSuccess: () => {
        toast.success('If an account uses this email, we sent it a reset code. Check your email and spam folder.')
        void navigate(`/reset-password/?${new URLSearchParams({ email: body.email })}`)
      },
      onError: (error) => form.reportError(error),
    }),
  )

  return (
    <AuthForm
      label="Forgot password"
      submitLabel="Send reset code"
      loading={forgotPassword.isPending}
      onSubmit={submit}
    >
      <EmailField form={form} />
    </AuthForm>
  )
}
