import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import { createProjectRequestSchema } from '@platform/shared/contracts/projects'
import { useNavigate } from 'react-router-dom'
import { toast } from '../../../components/toasts/toast-store.ts'
import { consoleContextStore, useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useCreateProject } from '../api/create-project.ts'
import { chooseProject } from '../project-selection.ts'

/** Names a new project; it starts with version v1 and becomes the project the console works on. */
export function CreateProjectForm() {
  const orgId = useConsoleContext((context) => context.orgId)
  const form = useSchemaForm(createProjectRequestSchema, { name: '', description: '' }, (values) => ({
    name: values.name,
    // A blank description is simply not given.
    description: values.description.trim() === '' ? undefined : values.description,
  }))
  const createProject = useCreateProject(orgId)
  const navigate = useNavigate()

  const submit = form.submit((body) =>
    createProject.mutate(body, {
      onSuccess: (project) => {
        chooseProject(consoleContextStore, project)
        toast.success(`Project created: ${project.name}.`)
        void navigate('/projects/view/', { replace: true })
      },
      onError: (error) => form.reportError(error, { PROJECT_NAME_ALREADY_EXISTS: 'name' }),
    }),
  )

  return (
    <form onSubmit={submit} aria-label="Create project" noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={() => void navigate(-1)}>
              Cancel
            </Button>
            <Button variant="primary" formAction="submit" loading={createProject.isPending}>
              Create project
            </Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h2">Project details</Header>}>
          <SpaceBetween size="l">
            <FormField
              label="Project name"
              description="Usually the product or team the assistant serves. Unique in the organization."
              constraintText="2 to 64 characters."
              errorText={form.errorOf('name')}
            >
              <Input
                name="name"
                value={form.values.name}
                onChange={({ detail }) => form.setValue('name', detail.value)}
              />
            </FormField>
            <FormField
              label={
                <span>
                  Description <i>- optional</i>
                </span>
              }
              description="What the assistant is for, so your team recognizes the project."
              constraintText="At most 500 characters."
              errorText={form.errorOf('description')}
            >
              <Textarea
                name="description"
                rows={3}
                value={form.values.description}
                onChange={({ detail }) => form.setValue('description', detail.value)}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  )
}
