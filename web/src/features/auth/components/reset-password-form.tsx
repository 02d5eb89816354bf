import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { setPasswordRequestSchema, verifyResetPasswordRequestSchema } from '@platform/shared/contracts/auth'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { paths } from '../../session/index.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { useVerifyResetPassword } from '../api/verify-reset-password.ts'
import { EmailField, PasswordField } from './auth-form-fields.tsx'
import { OneTimeCodeInput } from './one-time-code-input.tsx'

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
      <form onSubmit={submitPassword} aria-label="Choose a new password" noValidate>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={() => setVerified(null)}>
                Back
              </Button>
              <Button variant="primary" formAction="submit" loading={resetPassword.isPending}>
                Reset password
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            <Box color="text-body-secondary">Code accepted for {verified.email}. Choose your new password.</Box>
            <PasswordField
              purpose="new"
              label="New password"
              value={passwordForm.values.password}
              onChange={(value) => passwordForm.setValue('password', value)}
              errorText={passwordForm.errorOf('password')}
            />
          </SpaceBetween>
        </Form>
      </form>
    )
  }

  return (
    <form onSubmit={submitCode} aria-label="Enter reset code" noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={verifyCode.isPending}>
            Continue
          </Button>
        }
      >
        <SpaceBetween size="l">
          <EmailField
            value={codeForm.values.email}
            onChange={(value) => codeForm.setValue('email', value)}
            errorText={codeForm.errorOf('email')}
          />
          <FormField
            label="Reset code"
            description="The 6-digit code from the password reset email."
            errorText={codeForm.errorOf('code')}
          >
            <OneTimeCodeInput value={codeForm.values.code} onChange={(code) => codeForm.setValue('code', code)} />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  )
}
