import AppLayout from '@cloudscape-design/components/app-layout'
import SideNavigation from '@cloudscape-design/components/side-navigation'
import { Outlet, useLocation } from 'react-router-dom'
import { useFollow } from '../../components/router-link.tsx'
import { pagesOf } from '../route-catalogue.ts'
import { TopBar, topBarId } from './top-bar.tsx'

export function DocsLayout() {
  const follow = useFollow()
  const { pathname } = useLocation()
  return (
    <>
      <TopBar area="public" />
      <AppLayout
        headerSelector={`#${topBarId}`}
        toolsHide
        navigation={
          <SideNavigation
            header={{ text: 'Documentation', href: '/docs/introduction' }}
            activeHref={pathname}
            onFollow={follow}
            items={pagesOf('docs').map((page) => ({ type: 'link', text: page.title, href: page.path }))}
          />
        }
        content={<Outlet />}
      />
    </>
  )
}
