import AppLayout from '@cloudscape-design/components/app-layout'
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation'
import { Outlet, useLocation } from 'react-router-dom'
import { useFollow } from '../../components/router-link.tsx'
import { RequireSession } from '../../features/session/components/require-session.tsx'
import { normalizePathname, paths } from '../../features/session/navigation-rules.ts'
import { consoleContextStore, useConsoleContext } from '../../lib/console-context/use-console-context.ts'
import { pagesOf } from '../route-catalogue.ts'
import { TopBar, topBarId } from './top-bar.tsx'

const linksOf = (area: 'console' | 'project'): SideNavigationProps.Item[] =>
  pagesOf(area)
    .filter((page) => page.inNavigation)
    .map((page) => ({ type: 'link', text: page.title, href: page.path }))

const navigationItems: SideNavigationProps.Item[] = [
  { type: 'section', text: 'Organization', items: linksOf('console') },
  { type: 'section', text: 'Project', items: linksOf('project') },
  { type: 'divider' },
  { type: 'link', text: 'Account settings', href: '/account/settings/' },
  { type: 'link', text: 'Documentation', href: '/docs/introduction', external: true },
]

/** The two-factor and set-password pages stand alone: the user cannot go anywhere else from them yet. */
const standalonePages = new Set<string>([paths.twoFactor, paths.setPassword])

/** Every authenticated page: the session guard first, then the console frame with its side navigation. */
export function ConsoleLayout() {
  const follow = useFollow()
  const { pathname } = useLocation()
  const asideOpen = useConsoleContext((context) => context.asideOpen)
  const standalone = standalonePages.has(normalizePathname(pathname))

  return (
    <>
      <TopBar area="console" />
      <RequireSession>
        <AppLayout
          headerSelector={`#${topBarId}`}
          toolsHide
          navigationHide={standalone}
          navigationOpen={asideOpen}
          onNavigationChange={({ detail }) => consoleContextStore.setAsideOpen(detail.open)}
          navigation={
            <SideNavigation
              header={{ text: 'Console', href: '/projects/' }}
              activeHref={normalizePathname(pathname)}
              onFollow={follow}
              items={navigationItems}
            />
          }
          content={<Outlet />}
        />
      </RequireSession>
    </>
  )
}
