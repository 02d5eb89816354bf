import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import { verifyInviteRequestSchema } from '@platform/shared/contracts/auth'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { currentUserQueryKey, paths } from '../../session/index.ts'
import { useVerifyInvite } from '../api/verify-invite.ts'
import { AuthForm, NameField, PasswordField } from './auth-form-fields.tsx'

const loginToOrganizations = `${paths.login}?${new URLSearchParams({ redirect: paths.organizations })}`

/**
 * Accepts the invitation of the link's token. An invited email that already has an account joins at once and
 * logs in as usual; one without an account needs a name and password, which the API asks for (naming the
 * fields) when they are missing, so both are offered up front as optional.
 */
export function AcceptInvitationForm() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const email = searchParams.get('email')
  const form = useSchemaForm(verifyInviteRequestSchema, { name: '', password: '' }, ({ name, password }) => ({
    token,
    name: name.trim() === '' ? undefined : name,
    password: password === '' ? undefined : password,
  }))
  const verifyInvite = useVerifyInvite()
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  if (!token) {
    return (
      <Alert type="error" header="This invitation link is incomplete">
        Open the link from your invitation email again, or ask the person who invited you to send a new invitation.
      </Alert>
    )
  }

  const submit = form.submit((body) =>
    verifyInvite.mutate(body, {
      onSuccess: (answer) => {
        // Chosen already, so organization selection opens on the organization just joined.
        consoleContextStore.selectOrganization({ id: answer.organizationId, name: answer.organizationName })
        if (answer.loginRequired) {
          toast.success('Joined organization. Log in to continue.')
          return void navigate(loginToOrganizations, { replace: true })
        }
        toast.success(`Joined ${answer.organizationName}.`)
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
        void navigate(paths.organizations, { replace: true })
      },
      onError: (error) => form.reportError(error),
    }),
  )

  return (
    <AuthForm
      label="Accept invitation"
      submitLabel="Accept invitation"
      loading={verifyInvite.isPending}
      onSubmit={submit}
    >
      {email && (
        <Box>
          Invitation for <Box variant="strong">{email}</Box>
        </Box>
      )}
      <Alert type="info">
        Name and password are only needed if you don't have an account yet. If you do, leave them empty and log in after
        accepting.
      </Alert>
      <NameField form={form} />
      <PasswordField form={form} purpose="new" />
    </AuthForm>
  )
}
