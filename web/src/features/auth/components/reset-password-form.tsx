import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import { setPasswordRequestSchema, verifyResetPasswordRequestSchema } from '@platform/shared/contracts/auth'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { paths } from '../../session/index.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { useVerifyResetPassword } from '../api/verify-reset-password.ts'
import { AuthForm, EmailCodeField, EmailField, PasswordField } from './auth-form-fields.tsx'

const codeErrors = { INVALID_CODE: 'code', LINK_EXPIRED: 'code' }

/**
 * Two steps: the emailed code is checked first (so a mistyped code is caught before a new password is chosen),
 * then the new password is set with the same code.
 */
export function ResetPasswordForm() {
  const [searchParams] = useSearchParams()
  const codeForm = useSchemaForm(verifyResetPasswordRequestSchema, { email: searchParams.get('email') ?? '', code: '' })
  const passwordForm = useSchemaForm(setPasswordRequestSchema, { password: '' })
  const [verified, setVerified] = useState<{ email: string; code: string } | null>(null)
  const verifyCode = useVerifyResetPassword()
  const resetPassword = useResetPassword()
  const navigate = useNavigate()

  const submitCode = codeForm.submit((body) =>
    verifyCode.mutate(body, {
      onSuccess: () => setVerified(body),
      onError: (error) => codeForm.reportError(error, codeErrors),
    }),
  )

  const submitPassword = passwordForm.submit(({ password }) => {
    if (!verified) return
    resetPassword.mutate(
      { ...verified, password },
      {
        onSuccess: () => {
          toast.success('Password reset. Log in with your new password.')
          void navigate(paths.login, { replace: true })
        },
        onError: (error) => {
          // The code may have expired between the two steps; go back to it rather than fail on the password.
          if (error instanceof ApiError && Object.keys(codeErrors).some((code) => error.hasCode(code))) {
            setVerified(null)
            codeForm.reportError(error, codeErrors)
            return
          }
          passwordForm.reportError(error)
        },
      },
    )
  })

  if (verified) {
    return (
      <AuthForm
        label="Choose a new password"
        submitLabel="Reset password"
        loading={resetPassword.isPending}
        onSubmit={submitPassword}
        secondaryAction={
          <Button variant="link" formAction="none" onClick={() => setVerified(null)}>
            Back
          </Button>
        }
      >
        <Box color="text-body-secondary">Code accepted for {verified.email}. Choose your new password.</Box>
        <PasswordField form={passwordForm} purpose="new" label="New password" />
      </AuthForm>
    )
  }

  return (
    <AuthForm label="Enter reset code" submitLabel="Continue" loading={verifyCode.isPending} onSubmit={submitCode}>
      <EmailField form={codeForm} />
      <EmailCodeField
        form={codeForm}
        label="Reset code"
        description="The 6-digit code from the password reset email."
      />
    </AuthForm>
  )
}
