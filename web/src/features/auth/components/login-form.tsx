import Button from '@cloudscape-design/components/button'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { errorCatalogue } from '@platform/shared/errors'
import { type FormEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { destinationAfterLogin } from '../../session/navigation-rules.ts'
import { requiresTwoFactor, useLogin } from '../api/login.ts'

/**
 * Email and password login. Failures are toasted by the query client (API answers) or here (server and
 * network failures, which the client turns into `null`); where to go next is decided by the navigation rules.
 */
export function LoginForm() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [attempted, setAttempted] = useState(false)
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const loginMutation = useLogin()

  function submit(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    if (!email.trim() || !password) return
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if (answer === null) return void toast.error(errorCatalogue.UNEXPECTED_ERROR.message)
          const twoFactorRequired = requiresTwoFactor(answer)
          consoleContextStore.setTwoFaPage(twoFactorRequired)
          if (!twoFactorRequired) toast.success('Logged in.')
          const { orgId } = consoleContextStore.getSnapshot()
          void navigate(destinationAfterLogin(searchParams.get('redirect'), orgId, { twoFactorRequired }), {
            replace: true,
          })
        },
      },
    )
  }

  return (
    <form onSubmit={submit} aria-label="Log in">
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={loginMutation.isPending}>
            Log in
          </Button>
        }
      >
        <SpaceBetween size="l">
          <FormField label="Email" errorText={attempted && !email.trim() ? 'Enter your email address.' : undefined}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="username"
              name="email"
              value={email}
              onChange={({ detail }) => setEmail(detail.value)}
            />
          </FormField>
          <FormField label="Password" errorText={attempted && !password ? 'Enter your password.' : undefined}>
            <Input
              type="password"
              autoComplete="current-password"
              name="password"
              value={password}
              onChange={({ detail }) => setPassword(detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  )
}
