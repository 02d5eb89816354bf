import Button from '@cloudscape-design/components/button'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import { setPasswordRequestSchema } from '@platform/shared/contracts/auth'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useSetPassword } from '../api/set-password.ts'
import { passwordRuleText } from '../password-rule.ts'

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
        <FormField label="New password" constraintText={passwordRuleText} errorText={form.errorOf('password')}>
          <Input
            type="password"
            autoComplete="new-password"
            name="password"
            value={form.values.password}
            onChange={({ detail }) => form.setValue('password', detail.value)}
          />
        </FormField>
      </Form>
    </form>
  )
}
