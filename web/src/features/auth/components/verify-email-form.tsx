import { verifyEmailRequestSchema } from '@platform/shared/contracts/auth'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { destinationAfterLogin } from '../../session/index.ts'
import { useVerifyEmail } from '../api/verify-email.ts'
import { AuthForm, EmailCodeField, EmailField } from './auth-form-fields.tsx'

/** The email (filled in from the link or sign-up) and the 6-digit code; success signs the person in. */
export function VerifyEmailForm() {
  const [searchParams] = useSearchParams()
  const form = useSchemaForm(verifyEmailRequestSchema, { email: searchParams.get('email') ?? '', code: '' })
  const verifyEmail = useVerifyEmail()
  const navigate = useNavigate()

  const submit = form.submit((body) =>
    verifyEmail.mutate(body, {
      onSuccess: () => {
        toast.success('Email verified. Welcome!')
        consoleContextStore.setTwoFaPage(false)
        const { orgId } = consoleContextStore.getSnapshot()
        void navigate(destinationAfterLogin(searchParams.get('redirect'), orgId), { replace: true })
      },
      onError: (error) => form.reportError(error, { INVALID_CODE: 'code', LINK_EXPIRED: 'code' }),
    }),
  )

  return (
    <AuthForm label="Verify email" submitLabel="Verify email" loading={verifyEmail.isPending} onSubmit={submit}>
      <EmailField form={form} />
      <EmailCodeField
        form={form}
        label="Verification code"
        description="The 6-digit code from the email we sent you."
      />
    </AuthForm>
  )
}
