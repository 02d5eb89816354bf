import type { ReactNode } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { DescribedPage } from '../components/described-page.tsx'
import { PageLoading } from '../components/page-loading.tsx'
import { PublicLayout } from './layouts/public-layout.tsx'
import { RootLayout } from './layouts/root-layout.tsx'
import { type CataloguedPage, pagesOf, routerPath } from './route-catalogue.ts'
import { HomePage } from './routes/home-page.tsx'
import { LoginPage } from './routes/login-page.tsx'
import { NotFoundPage } from './routes/not-found-page.tsx'
import { RouteErrorPage } from './routes/route-error-page.tsx'

/** Screens that are built; every other catalogued screen renders its description. */
const builtPages: Record<string, () => ReactNode> = {
  '/': () => <HomePage />,
  '/login/': () => <LoginPage />,
}

function routeOf(page: CataloguedPage): RouteObject {
  const element = builtPages[page.path]?.() ?? <DescribedPage page={page} />
  const path = routerPath(page.path)
  return path === '' ? { index: true, element } : { path, element }
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
