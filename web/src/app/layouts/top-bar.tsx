import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation'
import { useFollow } from '../../components/router-link.tsx'
import { useLogout } from '../../features/auth/api/logout.ts'
import { useConsoleContext } from '../../lib/console-context/use-console-context.ts'
import './top-bar.css'

export const topBarId = 'top-bar'

/** The navy bar across every page (spec section 2). Public pages offer login; console pages the user menu. */
export function TopBar({ area }: { area: 'public' | 'console' }) {
  const follow = useFollow()
  const user = useConsoleContext((context) => context.user)
  const organizationName = useConsoleContext((context) => context.org?.name ?? null)
  const logout = useLogout()

  const publicUtilities: TopNavigationProps.Utility[] = [
    { type: 'button', text: 'Pricing', href: '/pricing/', onFollow: follow },
    { type: 'button', text: 'Docs', href: '/docs/introduction', onFollow: follow },
    { type: 'button', text: 'Log in', href: '/login/', onFollow: follow },
    { type: 'button', variant: 'primary-button', text: 'Sign up', href: '/sign-up/', onFollow: follow },
  ]
  const consoleUtilities: TopNavigationProps.Utility[] = [
    {
      type: 'button',
      text: organizationName ?? 'Select organization',
      iconName: 'group',
      href: '/orgs/',
      onFollow: follow,
    },
    {
      type: 'menu-dropdown',
      text: user?.name ?? 'Account',
      description: user?.email,
      iconName: 'user-profile',
      items: [
        { id: 'account', text: 'Account settings', href: '/account/settings/' },
        { id: 'docs', text: 'Documentation', href: '/docs/introduction' },
        { id: 'logout', text: 'Log out' },
      ],
      onItemFollow: follow,
      onItemClick: ({ detail }) => {
        if (detail.id === 'logout') logout.mutate()
      },
    },
  ]

  return (
    <div id={topBarId} className="top-bar">
      <TopNavigation
        identity={{ href: '/', title: 'Assistant Platform', onFollow: follow }}
        utilities={area === 'public' ? publicUtilities : consoleUtilities}
      />
    </div>
  )
}
