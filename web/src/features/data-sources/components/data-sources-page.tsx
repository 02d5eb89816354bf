import { cataloguedPage, ViewTabs } from '../../../components/query-views/query-view-tabs.tsx'
import { ProjectAreaPage } from '../../versions/index.ts'
import { AppInfoView } from './app-info-form.tsx'
import { FilesView } from './files-view.tsx'
import { LinksView } from './links-view.tsx'

const page = cataloguedPage('/projects/data-sources/')

/** `/projects/data-sources/`: app info, links and files of the version in use, by `dc`. */
export function DataSourcesPage() {
  return (
    <ProjectAreaPage page={page}>
      {(context) => (
        <ViewTabs
          page={page}
          views={{
            info: () => <AppInfoView context={context} />,
            links: () => <LinksView context={context} />,
            files: () => <FilesView context={context} />,
          }}
        />
      )}
    </ProjectAreaPage>
  )
}
