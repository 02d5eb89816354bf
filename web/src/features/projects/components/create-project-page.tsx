import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import ContentLayout from '@cloudscape-design/components/content-layout'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { RouterLink } from '../../../components/router-link.tsx'
import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { plansPath, useDashboardLimits } from '../../billing/index.ts'
import { projectAllowance } from '../project-allowance.ts'
import { CreateProjectForm } from './create-project-form.tsx'

/** The plan's project allowance, before the form: "3 of 3 used", with the way to more when none is left. */
function ProjectAllowanceNotice() {
  const orgId = useConsoleContext((context) => context.orgId)
  const admin = useConsoleContext((context) => context.orgRole?.roleName === 'admin')
  const allowance = projectAllowance(useDashboardLimits(orgId).data?.items)
  if (!allowance) return null
  if (!allowance.full) return <Box color="text-body-secondary">{allowance.summary}</Box>
  return (
    <Alert type="warning" header="No project left on your plan">
      {allowance.summary}{' '}
      {admin ? (
        <RouterLink to={plansPath}>Upgrade the plan to add more.</RouterLink>
      ) : (
        'Ask an admin of the organization to upgrade the plan to add more.'
      )}
    </Alert>
  )
}

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
      <SpaceBetween size="l">
        <ProjectAllowanceNotice />
        <CreateProjectForm />
      </SpaceBetween>
    </ContentLayout>
  )
}
