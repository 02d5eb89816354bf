import { cataloguedPage } from '../../../components/query-views/query-view-tabs.tsx'
import { ProjectAreaPage } from '../../versions/index.ts'
import { AgentFunctionsTable } from './agent-functions-table.tsx'

const page = cataloguedPage('/projects/functions/')

/** `/projects/functions/`: the version's agent functions. */
export function FunctionsPage() {
  return <ProjectAreaPage page={page}>{(context) => <AgentFunctionsTable context={context} />}</ProjectAreaPage>
}
