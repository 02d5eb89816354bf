import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import Link from '@cloudscape-design/components/link'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { Profile } from '@platform/shared/contracts/users'
import { updateProfileRequestSchema } from '@platform/shared/contracts/users'
import { toast } from '../../../components/toasts/toast-store.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useUpdateCurrentUser } from '../api/update-current-user.ts'

/** The user's name; the email is shown but not editable, since it is the sign-in identity. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const form = useSchemaForm(updateProfileRequestSchema, { name: profile.name })
  const updateUser = useUpdateCurrentUser()
  const unchanged = form.values.name.trim() === profile.name

  const submit = form.submit((body) =>
    updateUser.mutate(body, {
      onSuccess: (updated) => {
        form.reset({ name: updated.name })
        toast.success('Account updated.')
      },
      onError: (error) => form.reportError(error),
    }),
  )

  return (
    <form onSubmit={submit} aria-label="Profile" noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" disabled={unchanged} loading={updateUser.isPending}>
            Save
          </Button>
        }
      >
        <Container header={<Header variant="h2">Profile</Header>}>
          <SpaceBetween size="l">
            <FormField label="Name" errorText={form.errorOf('name')}>
              <Input
                name="name"
                autoComplete="name"
                value={form.values.name}
                onChange={({ detail }) => form.setValue('name', detail.value)}
              />
            </FormField>
            <FormField label="Email" description="The address you log in with.">
              <Input value={profile.email} readOnly name="email" />
            </FormField>
            {profile.termsAcceptedAt && (
              <Box color="text-body-secondary" fontSize="body-s">
                You accepted the{' '}
                <Link href="/legal/terms-and-conditions/" fontSize="body-s">
                  Terms and conditions
                </Link>{' '}
                and the{' '}
                <Link href="/legal/privacy-policy/" fontSize="body-s">
                  Privacy policy
                </Link>{' '}
                on {formatDate(profile.termsAcceptedAt)}.
              </Box>
            )}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  )
}
