import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import { CreateOrganizationForm } from './create-organization-form.tsx'

export function CreateOrganizationPage() {
  return (
    <ContentLayout
      header={
        <Header variant="h1" description="You become its admin and can invite your team next.">
          Create an organization
        </Header>
      }
    >
      <CreateOrganizationForm />
    </ContentLayout>
  )
}
