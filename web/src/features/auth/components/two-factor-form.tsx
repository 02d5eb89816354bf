import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import FormField from '@cloudscape-design/components/form-field'
import { verifyOtpRequestSchema } from '@platform/shared/contracts/auth'
import type { TwoFactorMethod } from '@platform/shared/contracts/users'
import { useEffect, useState } from 'react'
import { toast } from '../../../components/toasts/toast-store.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useResendOneTimePassword } from '../api/resend-one-time-password.ts'
import { useVerifyOneTimePassword } from '../api/verify-one-time-password.ts'
import { resendAvailableAt, resendLabel, secondsUntil } from '../resend-countdown.ts'
import { AuthForm } from './auth-form-fields.tsx'
import { OneTimeCodeInput } from './one-time-code-input.tsx'

const instructions: Record<TwoFactorMethod | 'unknown', string> = {
  email: 'Enter the 6-digit code we sent to your email.',
  totp: 'Enter the 6-digit code shown in your authenticator app.',
  unknown: 'Enter the 6-digit code we sent to your email, or the one shown in your authenticator app.',
}

/** Re-renders once a second while a countdown runs, and not at all otherwise. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(Date.now)
  const secondsLeft = secondsUntil(at, now)
  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [secondsLeft])
  return secondsLeft
}

/**
 * The second login step. On success the verify hook caches the profile and the session guard, which holds the
 * user on this page until then, sends them where login would have (spec sections 2 and 4).
 */
export function TwoFactorForm({ method }: { method: TwoFactorMethod | null }) {
  const form = useSchemaForm(verifyOtpRequestSchema, { otp: '' })
  const verify = useVerifyOneTimePassword()
  const resend = useResendOneTimePassword()
  const [resendAt, setResendAt] = useState(0)
  const secondsLeft = useSecondsUntil(resendAt)

  const submit = form.submit((body) =>
    verify.mutate(body, {
      onSuccess: () => {
        consoleContextStore.setTwoFaPage(false)
        toast.success('Code accepted. Logged in.')
      },
      onError: (error) => form.reportError(error, { INVALID_CODE: 'otp', LINK_EXPIRED: 'otp' }),
    }),
  )

  function resendCode() {
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        setResendAt(resendAvailableAt(answer, Date.now()))
        if (answer.sent) toast.success('We emailed you a new code.')
        else toast.info(`Please wait ${answer.retryAfterSeconds} seconds before asking for a new code.`)
      },
    })
  }

  return (
    <AuthForm
      label="Two-factor authentication"
      submitLabel="Verify"
      loading={verify.isPending}
      onSubmit={submit}
      secondaryAction={
        method !== 'totp' && (
          <Button formAction="none" disabled={secondsLeft > 0} loading={resend.isPending} onClick={resendCode}>
            {resendLabel(secondsLeft)}
          </Button>
        )
      }
    >
      <Box>{instructions[method ?? 'unknown']}</Box>
      <FormField label="One-time code" errorText={form.errorOf('otp')}>
        <OneTimeCodeInput name="otp" value={form.values.otp} onChange={(otp) => form.setValue('otp', otp)} />
      </FormField>
    </AuthForm>
  )
}
