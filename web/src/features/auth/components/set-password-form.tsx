import Button from '@cloudscape-design/components/button'
import Form from '@cloudscape-design/components/form'
import { setPasswordRequestSchema } from '@platform/shared/contracts/auth'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useSetPassword } from '../api/set-password.ts'
import { PasswordField } from './auth-form-fields.tsx'

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
    <form onSubmit={submit} aria-label="Set a password" noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={setPassword.isPending}>
            Set password
          </Button>
        }
      >
        <PasswordField
          purpose="new"
          label="New password"
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          errorText={form.errorOf('password')}
        />
      </Form>
    </form>
  )
}
