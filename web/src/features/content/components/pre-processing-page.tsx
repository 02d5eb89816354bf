import SpaceBetween from '@cloudscape-design/components/space-between'
import { cataloguedPage, ViewTabs } from '../../../components/query-views/query-view-tabs.tsx'
import { MoveToTestCasesButton } from '../../evaluation/index.ts'
import { KnowledgeView } from '../../knowledge/index.ts'
import { ProjectAreaPage } from '../../versions/index.ts'
import { ActionsTable } from './actions-table.tsx'
import { FaqsTable } from './faqs-table.tsx'
import { PagesTable } from './pages-table.tsx'
import { WorkflowsTable } from './workflows-table.tsx'

const page = cataloguedPage('/projects/pre-processing/')

/**
 * `/projects/pre-processing/`: what training uses, by `dp`. Knowledge sits with the FAQs, the other kind of
 * question and answer, since the spec gives FAQs no view of their own.
 */
export function PreProcessingPage() {
  return (
    <ProjectAreaPage page={page}>
      {(context) => (
        <ViewTabs
          page={page}
          views={{
            knowledge: () => (
              <SpaceBetween size="l">
                <KnowledgeView
                  context={context}
                  chosenActions={(chosen, clearChosen) => (
                    <MoveToTestCasesButton scope={context.scope} chosen={chosen} onMoved={clearChosen} />
                  )}
                />
                <FaqsTable context={context} />
              </SpaceBetween>
            ),
            pages: () => <PagesTable context={context} />,
            actions: () => <ActionsTable context={context} />,
            workflows: () => <WorkflowsTable context={context} />,
          }}
        />
      )}
    </ProjectAreaPage>
  )
}
