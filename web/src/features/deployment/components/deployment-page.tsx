import { cataloguedPage, ViewTabs } from '../../../components/query-views/query-view-tabs.tsx'
import { ProjectAreaPage } from '../../versions/index.ts'
import { ApiKeysView } from './api-keys-view.tsx'
import { MessagesView } from './messages-view.tsx'

const page = cataloguedPage('/projects/deployment/')

/** `/projects/deployment/`: recent chats, analytics and the log tail (`dpm=messages`), and API keys (`dpm=api-keys`). */
export function DeploymentPage() {
  return (
    <ProjectAreaPage page={page}>
      {(context) => (
        <ViewTabs
          page={page}
          views={{
            messages: () => <MessagesView context={context} />,
            'api-keys': () => <ApiKeysView context={context} />,
          }}
        />
      )}
    </ProjectAreaPage>
  )
}
