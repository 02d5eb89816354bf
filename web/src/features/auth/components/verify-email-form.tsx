import Button from '@cloudscape-design/components/button'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { verifyEmailRequestSchema } from '@platform/shared/contracts/auth'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { destinationAfterLogin } from '../../session/index.ts'
import { useVerifyEmail } from '../api/verify-email.ts'
import { EmailField } from './auth-form-fields.tsx'
import { OneTimeCodeInput } from './one-time-code-input.tsx'

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
    <form onSubmit={submit} aria-label="Verify email" noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={verifyEmail.isPending}>
            Verify email
          </Button>
        }
      >
        <SpaceBetween size="l">
          <EmailField
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            errorText={form.errorOf('email')}
          />
          <FormField
            label="Verification code"
            description="The 6-digit code from the email we sent you."
            errorText={form.errorOf('code')}
          >
            <OneTimeCodeInput value={form.values.code} onChange={(code) => form.setValue('code', code)} />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  )
}
