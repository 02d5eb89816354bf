import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { updatePasswordRequestSchema } from '@platform/shared/contracts/auth'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { passwordRuleText } from '../../auth/index.ts'
import { useUpdatePassword } from '../api/update-password.ts'

/** Changes the password after the API checks the current one; a wrong one is shown under its field. */
export function ChangePasswordForm() {
  const form = useSchemaForm(updatePasswordRequestSchema, { oldPassword: '', newPassword: '' })
  const updatePassword = useUpdatePassword()

  const submit = form.submit((body) =>
    updatePassword.mutate(body, {
      onSuccess: () => {
        form.reset()
        toast.success('Password changed.')
      },
      onError: (error) => form.reportError(error, { INVALID_CREDENTIALS: 'oldPassword' }),
    }),
  )

  return (
    <form onSubmit={submit} aria-label="Change password" noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={updatePassword.isPending}>
            Change password
          </Button>
        }
      >
        <Container header={<Header variant="h2">Password</Header>}>
          <SpaceBetween size="l">
            <FormField label="Current password" errorText={form.errorOf('oldPassword')}>
              <Input
                type="password"
                autoComplete="current-password"
                name="oldPassword"
                value={form.values.oldPassword}
                onChange={({ detail }) => form.setValue('oldPassword', detail.value)}
              />
            </FormField>
            <FormField label="New password" constraintText={passwordRuleText} errorText={form.errorOf('newPassword')}>
              <Input
                type="password"
                autoComplete="new-password"
                name="newPassword"
                value={form.values.newPassword}
                onChange={({ detail }) => form.setValue('newPassword', detail.value)}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  )
}
