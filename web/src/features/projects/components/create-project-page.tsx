import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import { CreateProjectForm } from './create-project-form.tsx'

/** `/projects/create/`. */
export function CreateProjectPage() {
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="A project holds one assistant: its versions, data sources, knowledge, models and deployments."
        >
          Create a project
        </Header>
      }
    >
      <CreateProjectForm />
    </ContentLayout>
  )
}
