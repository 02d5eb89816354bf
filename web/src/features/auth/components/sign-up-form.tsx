import Button from '@cloudscape-design/components/button'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { signupRequestSchema } from '@platform/shared/contracts/auth'
import { useNavigate } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useSignUp } from '../api/sign-up.ts'
import { EmailField, PasswordField } from './auth-form-fields.tsx'

/** Name, email and password; the API emails a 6-digit code that the verify-email page takes next. */
export function SignUpForm() {
  const form = useSchemaForm(signupRequestSchema, { name: '', email: '', password: '' })
  const signUp = useSignUp()
  const navigate = useNavigate()

  const submit = form.submit((body) =>
    signUp.mutate(body, {
      onSuccess: ({ email }) => {
        toast.success('Account created. We sent you a verification code: check your email and spam folder.')
        void navigate(`/verify-email/?${new URLSearchParams({ email })}`)
      },
      onError: (error) => form.reportError(error, { EMAIL_ALREADY_IN_USE: 'email', EMAIL_DOMAIN_BLOCKED: 'email' }),
    }),
  )

  return (
    <form onSubmit={submit} aria-label="Sign up" noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={signUp.isPending}>
            Create account
          </Button>
        }
      >
        <SpaceBetween size="l">
          <FormField label="Name" errorText={form.errorOf('name')}>
            <Input
              autoComplete="name"
              name="name"
              value={form.values.name}
              onChange={({ detail }) => form.setValue('name', detail.value)}
            />
          </FormField>
          <EmailField
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            errorText={form.errorOf('email')}
          />
          <PasswordField
            purpose="new"
            value={form.values.password}
            onChange={(value) => form.setValue('password', value)}
            errorText={form.errorOf('password')}
          />
        </SpaceBetween>
      </Form>
    </form>
  )
}
