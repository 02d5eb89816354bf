import type { ReactNode } from 'react'
import { cataloguedPage, QueryViewTabs } from '../../../components/query-views/query-view-tabs.tsx'
import type { VersionContext } from '../../versions/index.ts'
import { RequireVersion, VersionBar } from '../../versions/index.ts'
import { Playground } from './playground.tsx'
import { TestCasesView } from './test-cases-view.tsx'
import { TestsView } from './tests-view.tsx'

const evaluationPage = cataloguedPage('/projects/evaluation/')

/** Every tab of the page, keyed by version so nothing of one version's state carries over to another. */
function viewsFor(context: VersionContext): Record<string, () => ReactNode> {
  return {
    tests: () => <TestsView key={context.version.id} context={context} />,
    playground: () => <Playground key={context.version.id} context={context} />,
    testcases: () => <TestCasesView key={context.version.id} context={context} />,
  }
}

/** `/projects/evaluation/`: tabs chosen by `pgw=tests`, `pg=playground` or `pg=testcases`. */
export function EvaluationPage() {
  return (
    <RequireVersion>
      {(context) => (
        <QueryViewTabs page={evaluationPage} aside={<VersionBar context={context} />} views={viewsFor(context)} />
      )}
    </RequireVersion>
  )
}
