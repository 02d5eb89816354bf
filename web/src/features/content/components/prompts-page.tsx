import { cataloguedPage, ViewTabs } from '../../../components/query-views/query-view-tabs.tsx'
import { ProjectAreaPage } from '../../versions/index.ts'
import { SystemPromptsTable } from './system-prompts-table.tsx'

const page = cataloguedPage('/projects/prompts/')

/** `/projects/prompts/`: prompts by `cp`; system prompts are the one kind the spec names. */
export function PromptsPage() {
  return (
    <ProjectAreaPage page={page}>
      {(context) => <ViewTabs page={page} views={{ system: () => <SystemPromptsTable context={context} /> }} />}
    </ProjectAreaPage>
  )
}
