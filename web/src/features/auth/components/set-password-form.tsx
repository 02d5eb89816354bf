import { setPasswordRequestSchema } from '@platform/shared/contracts/auth'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useSetPassword } from '../api/set-password.ts'
import { AuthForm, PasswordField } from './auth-form-fields.tsx'

/**
 * A first password for an account without one. The answer is the updated profile, which the hook caches: on
 * the set-password page the session guard then moves the user on by itself.
 */
export function SetPasswordForm({ onDone }: { onDone?: () => void }) {
  const form = useSchemaForm(setPasswordRequestSchema, { password: '' })
  const setPassword = useSetPassword()

  const submit = form.submit((body) =>
    setPassword.mutate(body, {
      onSuccess: () => {
        toast.success('Password set.')
        form.reset()
        onDone?.()
      },
      onError: (error) => form.reportError(error),
    }),
  )

  return (
    <AuthForm label="Set a password" submitLabel="Set password" loading={setPassword.isPending} onSubmit={submit}>
      <PasswordField form={form} purpose="new" label="New password" />
    </AuthForm>
  )
}
