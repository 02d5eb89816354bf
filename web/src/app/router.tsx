import type { ComponentType, ReactNode } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { PageLoading } from '../components/page-loading.tsx'
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page.tsx'
import { InvitePage } from '../features/auth/components/invite-page.tsx'
import { LoginPage } from '../features/auth/components/login-page.tsx'
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx'
import { SignUpPage } from '../features/auth/components/sign-up-page.tsx'
import { VerifyEmailPage } from '../features/auth/components/verify-email-page.tsx'
import { PublicLayout } from './layouts/public-layout.tsx'
import { RootLayout } from './layouts/root-layout.tsx'
import { type CataloguedPage, pagesOf, routerPath } from './route-catalogue.ts'
import { NotFoundPage } from './routes/not-found-page.tsx'
import { PrerenderedPage } from './routes/prerendered-page.tsx'
import { RouteErrorPage } from './routes/route-error-page.tsx'
import { prerenderedFileOf } from './site-paths.ts'

/** Public screens that are built; they are small and are where visitors arrive, so they load with the app. */
const builtPages: Record<string, () => ReactNode> = {
  '/login/': () => <LoginPage />,
  '/sign-up/': () => <SignUpPage />,
  '/verify-email/': () => <VerifyEmailPage />,
  '/forgot-password/': () => <ForgotPasswordPage />,
  '/reset-password/': () => <ResetPasswordPage />,
  '/invite/': () => <InvitePage />,
}

type PageLoader = () => Promise<ComponentType>

/** Console screens that are built, loaded on first visit like the console layout itself. */
const builtConsolePages: Record<string, PageLoader> = {
  '/set-password/': async () => (await import('../features/auth/components/set-password-page.tsx')).SetPasswordPage,
  '/2fa/': async () => (await import('../features/auth/components/two-factor-page.tsx')).TwoFactorPage,
  '/orgs/': async () => (await import('../features/organizations/components/organizations-page.tsx')).OrganizationsPage,
  '/orgs/create/': async () =>
    (await import('../features/organizations/components/create-organization-page.tsx')).CreateOrganizationPage,
  '/orgs/settings/': async () =>
    (await import('../features/organizations/components/organization-settings-page.tsx')).OrganizationSettingsPage,
  '/orgs/settings/users/': async () =>
    (await import('../features/organizations/components/organization-users-page.tsx')).OrganizationUsersPage,
  '/orgs/settings/users/invite/': async () =>
    (await import('../features/organizations/components/invite-users-page.tsx')).InviteUsersPage,
  '/orgs/settings/users/pending-invitations/': async () =>
    (await import('../features/organizations/components/pending-invitations-page.tsx')).PendingInvitationsPage,
  '/orgs/settings/billing/': async () => (await import('../features/billing/components/billing-page.tsx')).BillingPage,
  '/orgs/costs/': async () => (await import('../features/billing/components/costs-page.tsx')).CostsPage,
  '/dashboard/': async () => (await import('../features/billing/components/dashboard-page.tsx')).DashboardPage,
  '/account/settings/': async () =>
    (await import('../features/account/components/account-settings-page.tsx')).AccountSettingsPage,
  '/projects/': async () => (await import('../features/projects/components/projects-page.tsx')).ProjectsPage,
  '/projects/create/': async () =>
    (await import('../features/projects/components/create-project-page.tsx')).CreateProjectPage,
  '/projects/view/': async () =>
    (await import('../features/projects/components/project-overview-page.tsx')).ProjectOverviewPage,
  '/projects/versions/': async () => (await import('../features/projects/components/versions-page.tsx')).VersionsPage,
  '/projects/settings/': async () =>
    (await import('../features/projects/components/project-settings-page.tsx')).ProjectSettingsPage,
  '/projects/settings/access/': async () =>
    (await import('../features/projects/components/project-access-page.tsx')).ProjectAccessPage,
  '/projects/data-sources/': async () =>
    (await import('../features/data-sources/components/data-sources-page.tsx')).DataSourcesPage,
  '/projects/pre-processing/': async () =>
    (await import('../features/content/components/pre-processing-page.tsx')).PreProcessingPage,
  '/projects/functions/': async () => (await import('../features/content/components/functions-page.tsx')).FunctionsPage,
  '/projects/prompts/': async () => (await import('../features/content/components/prompts-page.tsx')).PromptsPage,
  '/projects/training/': async () => (await import('../features/training/components/training-page.tsx')).TrainingPage,
  '/projects/deployment/': async () =>
    (await import('../features/deployment/components/deployment-page.tsx')).DeploymentPage,
  '/projects/evaluation/': async () =>
    (await import('../features/evaluation/components/evaluation-page.tsx')).EvaluationPage,
  // Public, but they load the widget and most of Cloudscape's forms, so they load on first visit too.
  '/widget/': async () => (await import('../features/widget/components/widget-demo-page.tsx')).WidgetDemoPage,
  '/widget/builder/': async () =>
    (await import('../features/widget/components/widget-builder-page.tsx')).WidgetBuilderPage,
}

function routeOf(page: CataloguedPage): RouteObject {
  const path = routerPath(page.path)
  const location = path === '' ? { index: true as const } : { path }
  if (prerenderedFileOf(page.path)) return { ...location, element: <PrerenderedPage page={page} /> }
  const loadPage = builtConsolePages[page.path]
  if (loadPage) return { ...location, lazy: async () => ({ Component: await loadPage() }) }
  // Every page of the catalogue is built; one added to the catalogue before its screen is not found, never faked.
  return { ...location, element: builtPages[page.path]?.() ?? <NotFoundPage /> }
}

export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <PublicLayout />, children: pagesOf('public').map(routeOf) },
      {
        // The docs and the console load on first visit, so public pages do not carry the app layout's code.
        lazy: async () => ({ Component: (await import('./layouts/docs-layout.tsx')).DocsLayout }),
        hydrateFallbackElement: <PageLoading />,
        children: pagesOf('docs').map(routeOf),
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/console-layout.tsx')).ConsoleLayout }),
        hydrateFallbackElement: <PageLoading />,
        children: [...pagesOf('console'), ...pagesOf('project')].map(routeOf),
      },
      { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routeTree)
}
