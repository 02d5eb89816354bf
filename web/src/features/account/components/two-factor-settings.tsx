import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import Modal from '@cloudscape-design/components/modal'
import RadioGroup from '@cloudscape-design/components/radio-group'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import { verifyOtpRequestSchema } from '@platform/shared/contracts/auth'
import type { Profile, TwoFactorMethod } from '@platform/shared/contracts/users'
import { useState } from 'react'
import { toast } from '../../../components/toasts/toast-store.ts'
import { messageForUser } from '../../../lib/api-client.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { OneTimeCodeInput } from '../../auth/index.ts'
import { useBeginTotpSetup } from '../api/begin-totp-setup.ts'
import { useUpdateTwoFactor } from '../api/update-two-factor.ts'

const methodLabels: Record<TwoFactorMethod, string> = { email: 'Email', totp: 'Authenticator app' }

/**
 * Two-factor authentication: codes by email, or from an authenticator app whose secret is confirmed with a
 * first code before it is switched on (so a secret that was never saved cannot lock anyone out).
 */
export function TwoFactorSettings({ profile }: { profile: Profile }) {
  return (
    <Container
      header={
        <Header variant="h2" description="Asks for a one-time code after your password when you log in.">
          Two-factor authentication
        </Header>
      }
    >
      {profile.twoFactorEnabled ? <EnabledTwoFactor profile={profile} /> : <EnableTwoFactor profile={profile} />}
    </Container>
  )
}

function EnabledTwoFactor({ profile }: { profile: Profile }) {
  const [confirming, setConfirming] = useState(false)
  const [password, setPassword] = useState('')
  const updateTwoFactor = useUpdateTwoFactor()

  function turnOff() {
    updateTwoFactor.mutate(
      { enabled: false, password: profile.passwordSet ? password : undefined },
      {
        onSuccess: () => {
          setConfirming(false)
          setPassword('')
          toast.success('Two-factor authentication turned off.')
        },
        onError: (error) => {
          const message = messageForUser(error)
          if (message) toast.error(message)
        },
      },
    )
  }

  return (
    <SpaceBetween size="m">
      <StatusIndicator type="success">
        On: {profile.twoFactorMethod ? methodLabels[profile.twoFactorMethod] : 'enabled'}
      </StatusIndicator>
      <Button onClick={() => setConfirming(true)}>Turn off</Button>
      <Modal
        closeAriaLabel="Close"
        visible={confirming}
        onDismiss={() => setConfirming(false)}
        header="Turn off two-factor authentication"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button variant="primary" loading={updateTwoFactor.isPending} onClick={turnOff}>
                Turn off
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="m">
          <Box variant="p">Logging in will then need only your password.</Box>
          {profile.passwordSet && (
            <FormField label="Current password" description="Confirms it is you.">
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={({ detail }) => setPassword(detail.value)}
              />
            </FormField>
          )}
        </SpaceBetween>
      </Modal>
    </SpaceBetween>
  )
}

function EnableTwoFactor({ profile }: { profile: Profile }) {
  const [method, setMethod] = useState<TwoFactorMethod>('email')
  // Email codes are switched on with the current password, or (no password) a code the first attempt emails.
  const [password, setPassword] = useState('')
  const [emailedCode, setEmailedCode] = useState<string | undefined>(undefined)
  const updateTwoFactor = useUpdateTwoFactor()
  const beginTotpSetup = useBeginTotpSetup()

  function turnOnEmail() {
    updateTwoFactor.mutate(
      profile.passwordSet
        ? { enabled: true, method: 'email', password }
        : { enabled: true, method: 'email', otp: emailedCode || undefined },
      {
        onSuccess: () =>
          toast.success('Two-factor authentication turned on. We will email you a code when you log in.'),
        onError: (error) => {
          if (!profile.passwordSet && emailedCode === undefined) setEmailedCode('')
          const message = messageForUser(error)
          if (message) toast.error(message)
        },
      },
    )
  }

  if (beginTotpSetup.data) {
    return <ConfirmAuthenticator setup={beginTotpSetup.data} onCancel={() => beginTotpSetup.reset()} />
  }

  return (
    <SpaceBetween size="m">
      <StatusIndicator type="stopped">Off</StatusIndicator>
      <FormField label="How should we send your codes?">
        <RadioGroup
          value={method}
          onChange={({ detail }) => setMethod(detail.value as TwoFactorMethod)}
          items={[
            { value: 'email', label: 'Email', description: 'A code is emailed to you each time you log in.' },
            {
              value: 'totp',
              label: 'Authenticator app',
              description: 'An app such as Google Authenticator or 1Password shows the code.',
            },
          ]}
        />
      </FormField>
      {method === 'email' && profile.passwordSet && (
        <FormField label="Current password" description="Confirms it is you.">
          <Input
            name="two-factor-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={({ detail }) => setPassword(detail.value)}
          />
        </FormField>
      )}
      {method === 'email' && emailedCode !== undefined && (
        <FormField label="Code from the email" description="We emailed you a code; it confirms the address works.">
          <OneTimeCodeInput name="otp" value={emailedCode} onChange={setEmailedCode} />
        </FormField>
      )}
      <Button
        variant="primary"
        loading={updateTwoFactor.isPending || beginTotpSetup.isPending}
        onClick={() => (method === 'email' ? turnOnEmail() : beginTotpSetup.mutate())}
      >
        {method === 'email' ? 'Turn on' : 'Set up authenticator app'}
      </Button>
    </SpaceBetween>
  )
}

function ConfirmAuthenticator({
  setup,
  onCancel,
}: {
  setup: { secret: string; otpauthUrl: string }
  onCancel: () => void
}) {
  const form = useSchemaForm(verifyOtpRequestSchema, { otp: '' })
  const updateTwoFactor = useUpdateTwoFactor()

  const submit = form.submit(({ otp }) =>
    updateTwoFactor.mutate(
      { enabled: true, method: 'totp', otp },
      {
        onSuccess: () => toast.success('Authenticator app confirmed. Two-factor authentication is on.'),
        onError: (error) => form.reportError(error, { INVALID_CODE: 'otp' }),
      },
    ),
  )

  return (
    <form onSubmit={submit} aria-label="Confirm authenticator app" noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" formAction="submit" loading={updateTwoFactor.isPending}>
              Confirm and turn on
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Alert type="info" header="Add this account to your authenticator app">
            In the app, choose to add an account with a setup key and enter the key below, or open the setup link on the
            device that has the app.
          </Alert>
          <FormField label="Setup key">
            <CopyToClipboard
              variant="inline"
              textToCopy={setup.secret}
              copyButtonAriaLabel="Copy setup key"
              copySuccessText="Setup key copied"
              copyErrorText="Setup key could not be copied"
            />
          </FormField>
          <FormField label="Setup link">
            <CopyToClipboard
              variant="inline"
              textToCopy={setup.otpauthUrl}
              copyButtonAriaLabel="Copy setup link"
              copySuccessText="Setup link copied"
              copyErrorText="Setup link could not be copied"
            />
          </FormField>
          <FormField
            label="Code from the app"
            description="Proves the key was saved; the app shows a new 6-digit code every 30 seconds."
            errorText={form.errorOf('otp')}
          >
            <OneTimeCodeInput name="otp" value={form.values.otp} onChange={(otp) => form.setValue('otp', otp)} />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  )
}
