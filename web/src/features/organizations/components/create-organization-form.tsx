import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { createOrganizationRequestSchema } from '@platform/shared/contracts/organizations'
import { useNavigate } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { paths } from '../../session/index.ts'
import { useCreateOrganization } from '../api/create-organization.ts'
import { chooseOrganization } from '../choose-organization.ts'

/** Names a new organization; the creator becomes its admin and it is selected at once. */
export function CreateOrganizationForm() {
  const form = useSchemaForm(createOrganizationRequestSchema, { name: '' })
  const createOrganization = useCreateOrganization()
  const navigate = useNavigate()

  const submit = form.submit((body) =>
    createOrganization.mutate(body, {
      onSuccess: (organization) => {
        chooseOrganization(organization)
        toast.success(`Organization created: ${organization.name}.`)
        // A new organization has nothing of its own behind a `?redirect` (that page belonged to the session before,
        // often Account settings after a logout there): it opens on its project list, ready for a first project.
        void navigate(paths.projects, { replace: true })
      },
      onError: (error) => form.reportError(error, { ORG_NAME_ALREADY_IN_USE: 'name' }),
    }),
  )

  return (
    <form onSubmit={submit} aria-label="Create organization" noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={() => void navigate(-1)}>
              Cancel
            </Button>
            <Button variant="primary" formAction="submit" loading={createOrganization.isPending}>
              Create organization
            </Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h2">Organization details</Header>}>
          <FormField
            label="Organization name"
            description="Usually your company or team. Members see it when they choose where to work."
            constraintText="2 to 64 characters."
            errorText={form.errorOf('name')}
          >
            <Input
              name="name"
              autoComplete="organization"
              value={form.values.name}
              onChange={({ detail }) => form.setValue('name', detail.value)}
            />
          </FormField>
        </Container>
      </Form>
    </form>
  )
}
