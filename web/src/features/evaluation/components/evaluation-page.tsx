import type { ReactNode } from 'react'
import { cataloguedPage, QueryViewTabs } from '../../../components/query-views/query-view-tabs.tsx'
import type { VersionContext } from '../../versions/index.ts'
import { RequireVersion, VersionBar } from '../../versions/index.ts'
import { NotBuiltView } from './not-built-view.tsx'
import { Playground } from './playground.tsx'

const evaluationPage = cataloguedPage('/projects/evaluation/')

/** Every tab of the page: the playground is built; test runs and test cases still describe themselves. */
function viewsFor(context: VersionContext): Record<string, () => ReactNode> {
  const views: Record<string, () => ReactNode> = {}
  for (const view of evaluationPage.views ?? []) views[view.value] = () => <NotBuiltView view={view} />
  // Keyed by version: a conversation with one version's model does not carry over to another version.
  views.playground = () => <Playground key={context.version.id} context={context} />
  return views
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
