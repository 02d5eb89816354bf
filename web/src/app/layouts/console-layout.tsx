import AppLayout from '@cloudscape-design/components/app-layout'
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation'
import { useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { useFollow } from '../../components/router-link.tsx'
import { OrganizationGate } from '../../features/organizations/components/organization-gate.tsx'
import { RequireSession } from '../../features/session/components/require-session.tsx'
import { normalizePathname, paths } from '../../features/session/navigation-rules.ts'
import { consoleContextStore, useConsoleContext } from '../../lib/console-context/use-console-context.ts'
import { phoneWidthQuery, useMediaQuery } from '../../lib/use-media-query.ts'
import { pagesOf } from '../route-catalogue.ts'
import { TopBar, topBarId } from './top-bar.tsx'

const linksOf = (area: 'console' | 'project'): SideNavigationProps.Item[] =>
  pagesOf(area)
    .filter((page) => page.inNavigation)
    .map((page) => ({ type: 'link', text: page.title, href: page.path }))

/** Organization settings pages are for admins (spec section 6); others are not offered links they cannot open. */
const isSettingsLink = (item: SideNavigationProps.Item) =>
  item.type === 'link' && item.href.startsWith(paths.organizationSettings)

const navigationItemsFor = (isAdmin: boolean): SideNavigationProps.Item[] => [
  {
    type: 'section',
    text: 'Organization',
    items: linksOf('console').filter((item) => isAdmin || !isSettingsLink(item)),
  },
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
  // On a phone the navigation is a drawer that Cloudscape closes after each link: that closing is not the
  // person's choice for wide screens, so it stays here and only wide-screen choices are kept (issue 43, item 24).
  const phone = useMediaQuery(phoneWidthQuery)
  const [phoneNavigationOpen, setPhoneNavigationOpen] = useState(false)
  const standalone = standalonePages.has(normalizePathname(pathname))
  const isAdmin = useConsoleContext((context) => context.orgRole?.roleName === 'admin')

  return (
    <>
      <TopBar area="console" />
      <RequireSession>
        <AppLayout
          headerSelector={`#${topBarId}`}
          toolsHide
          ariaLabels={{
            navigation: 'Side navigation',
            navigationToggle: 'Open navigation',
            navigationClose: 'Close navigation',
          }}
          navigationHide={standalone}
          navigationOpen={phone ? phoneNavigationOpen : asideOpen}
          onNavigationChange={({ detail }) =>
            phone ? setPhoneNavigationOpen(detail.open) : consoleContextStore.setAsideOpen(detail.open)
          }
          navigation={
            <SideNavigation
              header={{ text: 'Console', href: '/projects/' }}
              activeHref={normalizePathname(pathname)}
              onFollow={follow}
              items={navigationItemsFor(isAdmin)}
            />
          }
          content={
            <OrganizationGate>
              <Outlet />
            </OrganizationGate>
          }
        />
      </RequireSession>
    </>
  )
}
